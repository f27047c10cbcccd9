// The same two benchmarks, both measured (the noop's time is small but not 0 s).
import Benchmark from 'benchmark'
new Benchmark.Suite()
  .add('sum of squares', () => { let s = 0; for (let i = 0; i < 1000; i++) s += i * i; return s })
  .add('noop', () => {})
  .on('cycle', (event) => console.log(String(event.target)))
  .run()
