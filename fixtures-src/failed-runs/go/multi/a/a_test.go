package a
import "testing"
var sink int
func BenchmarkA(b *testing.B) { for i := 0; i < b.N; i++ { sink += i } }
