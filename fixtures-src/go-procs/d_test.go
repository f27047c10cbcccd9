package dash
import ("fmt";"testing")
var sink uint64
func work(n int) uint64 { x := uint64(1); for i := 0; i < n; i++ { x = x*6364136223846793005 + 1 }; return x }
func BenchmarkSize(b *testing.B) { for _, n := range []int{4, 8} { b.Run(fmt.Sprintf("len-%d", n), func(b *testing.B) { for i := 0; i < b.N; i++ { sink += work(n*100) } }) } }
