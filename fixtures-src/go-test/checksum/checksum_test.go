package checksum

import (
	"fmt"
	"testing"
)

var sink64 uint64
var sink32 uint32

func BenchmarkChecksum(b *testing.B) {
	buf := RandomBytes(8192, 42)
	b.ReportAllocs()
	b.SetBytes(int64(len(buf)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink64 = Checksum(buf)
	}
}

func BenchmarkCRC32(b *testing.B) {
	for _, n := range []int{1024, 16384} {
		b.Run(fmt.Sprintf("size=%d", n), func(b *testing.B) {
			buf := RandomBytes(n, 7)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				sink32 = CRC32(buf)
			}
		})
	}
}
