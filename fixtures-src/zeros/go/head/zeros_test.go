package zeros

import "testing"

var sink []byte

// head: builds the buffer from four fresh allocations
func BenchmarkFill(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var out []byte
		for k := 0; k < 4; k++ {
			part := make([]byte, 16+k)
			for j := range part {
				part[j] = byte(j)
			}
			out = append(out[:0:0], part...)
		}
		sink = out
	}
}
