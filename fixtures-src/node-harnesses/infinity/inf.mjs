// Benchmark.js's own toString() for a benchmark whose timed cycles all measured 0 s:
// hz = 1 / mean = Infinity and rme = 0 (Benchmark.js computes rme as (moe / mean) * 100 || 0).
import Benchmark from 'benchmark'
const zero = new Benchmark('noop', () => {})
zero.hz = 1 / 0
zero.stats.mean = 0
zero.stats.rme = (0 / 0) * 100 || 0
zero.stats.sample = [0, 0, 0, 0, 0]
const real = new Benchmark('sum of squares', () => { let s = 0; for (let i = 0; i < 1000; i++) s += i * i; return s })
real.on('complete', () => { console.log(String(real)); console.log(String(zero)) }).run()
