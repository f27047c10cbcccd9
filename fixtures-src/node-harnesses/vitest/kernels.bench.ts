import { bench, describe } from 'vitest'
import { fib, joinWords, sumSquares } from '../workload.mjs'

describe('kernels', () => {
  bench('fib(15)', () => { fib(15) })
  bench('join 200 words', () => { joinWords() }, { time: 200 })
})
describe('math', () => {
  bench('sum of squares', () => { sumSquares() }, { time: 200 })
})
