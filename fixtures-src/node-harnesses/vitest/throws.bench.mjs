import { bench, describe } from 'vitest'
const k = 1 + Number(process.env.BV_SLOW ?? 0)
describe('kernels', () => {
  bench('work', () => { let s = 0; for (let i = 0; i < 20000 * k; i++) s += i * i; return s }, { time: 300 })
  bench('small', () => { let s = 0; for (let i = 0; i < 200; i++) s += i; return s }, { time: 300 })
  bench('maybe throw', () => { if (process.env.BV_FAIL) throw new Error('boom'); let s = 0; for (let i = 0; i < 200; i++) s += i; return s }, { time: 300 })
})
