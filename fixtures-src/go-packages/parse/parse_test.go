// Package parse: one of two packages whose benchmarks go to a file per package (bench-verdict fixture).
package parse

import (
	"strconv"
	"testing"
)

var sink int

func BenchmarkAtoi(b *testing.B) {
	for i := 0; i < b.N; i++ {
		n, _ := strconv.Atoi("123456")
		sink += n
	}
}

func BenchmarkParseFloat(b *testing.B) {
	for i := 0; i < b.N; i++ {
		f, _ := strconv.ParseFloat("3.14159", 64)
		sink += int(f)
	}
}
