package late

import (
	"os"
	"testing"
	"time"
)

var sink uint64
var calls = 0

// BenchmarkWork runs normally.
func BenchmarkWork(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += uint64(i)
	}
}

// BenchmarkLate panics on its third measured run (with LATE=1), after two result lines.
func BenchmarkLate(b *testing.B) {
	calls++
	if os.Getenv("LATE") != "" && calls > 5 {
		panic("late kaboom\nsecond line of the panic value")
	}
	for i := 0; i < b.N; i++ {
		sink += uint64(i)
	}
}

// BenchmarkHang sleeps, to run into -timeout (with HANG=1).
func BenchmarkHang(b *testing.B) {
	if os.Getenv("HANG") != "" {
		time.Sleep(time.Hour)
	}
	for i := 0; i < b.N; i++ {
		sink += uint64(i)
	}
}
