package bt
import ("os";"strconv";"testing";"time")
var slow, _ = strconv.Atoi(os.Getenv("SLOW"))
func work(n int) uint64 { x := uint64(1); for i := 0; i < n; i++ { x = x*6364136223846793005 + 1442695040888963407 }; return x }
var sink uint64
func BenchmarkWork(b *testing.B) { n := 20000 + 20000*slow/100; for i := 0; i < b.N; i++ { sink += work(n) } }
func BenchmarkAlloc(b *testing.B) { b.ReportAllocs(); for i := 0; i < b.N; i++ { s := make([]byte, 64); sink += uint64(len(s)) } }
func BenchmarkSleep(b *testing.B) { for i := 0; i < b.N; i++ { time.Sleep(time.Millisecond) } }
func BenchmarkCrash(b *testing.B) { if os.Getenv("CRASH") != "" { panic("kaboom") }; for i := 0; i < b.N; i++ { sink += work(100) } }
func BenchmarkFatal(b *testing.B) { if os.Getenv("FATAL") != "" { b.Fatal("fatal on purpose") }; for i := 0; i < b.N; i++ { sink += work(100) } }
