// Sub-benchmarks whose own names end in -N (len-4, len-8), one of which fails when BENCH_FAIL=1
// (fixtures/go-test/failed-procs-sub/PROVENANCE.md): len-4 gives up once b.N passes 1000, inside
// the timed runs, where Go prints the name column before the FAIL line.
package sizes

import (
	"fmt"
	"os"
	"testing"
)

var failing = os.Getenv("BENCH_FAIL") == "1"

var sink uint64

func work(n int) uint64 {
	x := uint64(1)
	for i := 0; i < n; i++ {
		x = x*6364136223846793005 + 1
	}
	return x
}

func BenchmarkSize(b *testing.B) {
	for _, n := range []int{4, 8} {
		b.Run(fmt.Sprintf("len-%d", n), func(b *testing.B) {
			if failing && n == 4 && b.N > 1000 {
				b.Fatalf("gave up at b.N = %d", b.N)
			}
			for i := 0; i < b.N; i++ {
				sink += work(n * 100)
			}
		})
	}
}
