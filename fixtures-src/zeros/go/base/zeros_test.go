package zeros

import "testing"

var sink []byte

var buf [64]byte

// base: fills a fixed buffer, no allocation
func BenchmarkFill(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for j := range buf {
			buf[j] = byte(j)
		}
		sink = buf[:]
	}
}
