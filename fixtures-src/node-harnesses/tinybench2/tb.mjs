import { Bench } from 'tinybench'
import { writeFileSync } from 'node:fs'
import { fib, joinWords, sumSquares } from '../workload.mjs'
const side = process.env.HEAD === '1' ? 'head' : 'base'
const bench = new Bench({ time: 0, iterations: 30, warmupIterations: 5, warmupTime: 0 })
bench.add('fib(15)', () => { fib(15) })
bench.add('join 200 words', () => { joinWords() })
bench.add('sum of squares', () => { sumSquares() })
await bench.warmup()
await bench.run()
writeFileSync(`../out/tinybench2-tasks-${side}.json`, JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result })), null, 2))
writeFileSync(`../out/tinybench2-table-${side}.json`, JSON.stringify(bench.table(), null, 2))
console.table(bench.table())
