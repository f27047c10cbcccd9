import { bench, describe } from 'vitest'
import { fib, sumSquares } from '../workload.mjs'

describe('few samples', () => {
  bench('fib(15)', () => { fib(15) }, { time: 0, iterations: 40, warmupIterations: 5, warmupTime: 0 })
  bench('sum of squares', () => { sumSquares() }, { time: 0, iterations: 40, warmupIterations: 5, warmupTime: 0 })
})
