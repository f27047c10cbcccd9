import { writeFileSync } from 'node:fs'
import { Bench } from 'tinybench'
const SLOW = process.env.SLOW === '1'
function work(n) { let s = 0; for (let i = 0; i < n; i++) s += Math.sqrt(i); return s }
const bench = new Bench({ iterations: 30, warmupIterations: 5, retainSamples: true, time: 300 })
bench.add('sqrt 100k', () => { work(SLOW ? 120000 : 100000) })
bench.add('sqrt 50k', () => { work(50000) })
bench.add('weird <script>|`x` 🚀', () => { work(20000) })
await bench.run()
writeFileSync(process.argv[2], JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result }))))
writeFileSync(process.argv[2].replace('.json', '.table.json'), JSON.stringify(bench.table()))
console.table(bench.table())
