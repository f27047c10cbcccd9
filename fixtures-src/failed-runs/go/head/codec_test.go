package codec

import "testing"

var sink uint32

func fnv(b []byte) uint32 {
	h := uint32(2166136261)
	for _, x := range b {
		h = (h ^ uint32(x)) * 16777619
	}
	return h
}

func BenchmarkSum(b *testing.B) {
	buf := make([]byte, 4096)
	for i := 0; i < b.N; i++ {
		s := uint32(0)
		for _, x := range buf {
			s += uint32(x)
		}
		sink = s
	}
}

func BenchmarkParse(b *testing.B) {
	buf := make([]byte, 4096)
	for i := 0; i < b.N; i++ {
		if len(buf) > 0 {
			b.Fatalf("bad header at byte %d: <b>@team</b>", 0)
		}
		sink = fnv(buf)
	}
}
