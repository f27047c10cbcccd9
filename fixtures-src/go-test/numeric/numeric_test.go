package numeric

import "testing"

var sinkInt int
var sinkUint uint64

func BenchmarkPrimes(b *testing.B) {
	b.ReportAllocs()
	n := 0
	for i := 0; i < b.N; i++ {
		n = len(Primes(20000))
	}
	sinkInt = n
	// custom unit: how many primes one op finds
	b.ReportMetric(float64(n), "primes/op")
}

func BenchmarkSplitMix(b *testing.B) {
	b.ReportAllocs()
	var sum uint64
	for i := 0; i < b.N; i++ {
		sum += SplitMix(uint64(i), 20000)
	}
	sinkUint = sum
}
