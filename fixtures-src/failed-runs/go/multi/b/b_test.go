package b
import "testing"
var sink int
func BenchmarkB(b *testing.B) { for i := 0; i < b.N; i++ { sink += i } }
func broken( {
