import { bench, group, run } from 'mitata'
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
bench('fib(20)', () => fib(20))
bench('fib(22)', () => fib(22))
await run({ format: { json: { debug: false, samples: false } } })
