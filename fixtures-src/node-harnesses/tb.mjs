import { Bench } from 'tinybench'
import { writeFileSync } from 'node:fs'
import { fib, joinWords, sumSquares } from './workload.mjs'
const side = process.env.HEAD === '1' ? 'head' : 'base'
const bench = new Bench({ name: 'kernels', time: 0, iterations: 30, warmupIterations: 5, warmupTime: 0, retainSamples: true })
bench.add('fib(15)', () => { fib(15) })
bench.add('join 200 words', () => { joinWords() })
bench.add('sum of squares', () => { sumSquares() })
bench.add('throws', () => { throw new Error('boom') })
await bench.run()
writeFileSync(`out/tinybench6-tasks-${side}.json`, JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result })), null, 2))
writeFileSync(`out/tinybench6-table-${side}.json`, JSON.stringify(bench.table(), null, 2))
console.table(bench.table())
