import { Bench } from 'tinybench'
import { writeFileSync } from 'node:fs'
import { fib, joinWords, sumSquares } from './workload.mjs'
const side = process.env.HEAD === '1' ? 'head' : 'base'
const bench = new Bench({ name: 'kernels', time: 0, iterations: 30, warmupIterations: 5, warmupTime: 0, retainSamples: true })
bench.add('fib(15)', () => { fib(15) })
bench.add('join 200 words', () => { joinWords() })
bench.add('sum of squares', () => { sumSquares() })
await bench.run()
writeFileSync(`bench-doc-${side}.json`, JSON.stringify({ name: bench.name, tasks: bench.tasks.map(({ name, result }) => ({ name, result })) }, null, 2))
