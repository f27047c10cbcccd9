// Tiny CPU-bound kernels; HEAD=1 makes `joinWords` slower and `sumSquares` faster.
const head = process.env.HEAD === '1'
const words = Array.from({ length: 200 }, (_, i) => `w${i}`)
export function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
export function joinWords() {
  let s = ''
  for (const w of words) s += w + ' '
  if (head) for (const w of words) s = s.replace(w + ' ', w + ' ')
  return s.length
}
export function sumSquares() {
  let t = 0
  const step = head ? 2 : 1
  for (let i = 0; i < 20000; i += step) t += i * i
  return t
}
