import Benchmark from 'benchmark'
import { fib, joinWords, sumSquares } from './workload.mjs'
console.log(`platform: ${Benchmark.platform.description}`)
new Benchmark.Suite()
  .add('fib(15)', () => fib(15))
  .add('join 200 words x 1', () => joinWords())
  .add('sum of squares', () => sumSquares())
  .on('cycle', (event) => console.log(String(event.target)))
  .on('complete', function () { console.log('Fastest is ' + this.filter('fastest').map('name')) })
  .run()
