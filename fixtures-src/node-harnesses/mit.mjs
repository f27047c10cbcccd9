import { bench, group, run } from 'mitata'
const head = process.env.HEAD === '1'
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
bench('fib(27)', () => fib(27))
group('strings', () => {
  bench('join 20000 words', () => {
    let s = ''
    for (let i = 0; i < (head ? 30000 : 20000); i++) s += `w${i} `
    return s.length
  })
})
bench('sum of squares $n', function* (state) {
  const n = state.get('n')
  yield () => { let t = 0; for (let i = 0; i < n; i++) t += i * i; return t }
}).args('n', [2_000_000, 4_000_000])
bench('throws', () => { throw new Error('boom') })
await run({ format: { json: { debug: false, samples: true } } })
