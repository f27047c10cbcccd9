// Package encode: one of two packages whose benchmarks go to a file per package (bench-verdict fixture).
package encode

import (
	"encoding/hex"
	"testing"
)

var sink int

func BenchmarkHex(b *testing.B) {
	data := make([]byte, 256)
	for i := 0; i < b.N; i++ {
		sink += len(hex.EncodeToString(data))
	}
}
