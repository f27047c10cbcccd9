package noisy
import ("fmt";"os";"testing")
var sink uint64
func work(n int) uint64 { x := uint64(1); for i := 0; i < n; i++ { x = x*6364136223846793005 + 1 }; return x }
var printed = 0
func BenchmarkChatty(b *testing.B) { if printed < 3 { fmt.Println("hello from the benchmark"); printed++ }; for i := 0; i < b.N; i++ { sink += work(1000) } }
func BenchmarkLogger(b *testing.B) { b.Log("a b.Log line"); for i := 0; i < b.N; i++ { sink += work(500) } }
func BenchmarkSkip(b *testing.B) { if os.Getenv("SKIP") != "" { b.Skip("skipped on purpose") }; for i := 0; i < b.N; i++ { sink += work(200) } }
func BenchmarkSub(b *testing.B) { for _, n := range []int{10, 100} { b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) { for i := 0; i < b.N; i++ { sink += work(n) } }) } }
