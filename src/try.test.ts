import { readFileSync } from 'node:fs'
import { it } from 'vitest'
import { goTestText } from './parse/formats/go-test-text.js'
import { goTestJson } from './parse/formats/go-test-json.js'
it('x', () => {
  for (const f of (process.env.FILES ?? '').split(',')) {
    const a = f.endsWith('jsonl') ? goTestJson : goTestText
    const p = a.parse({ name: f, text: readFileSync(f, 'utf8') })
    console.log(f, JSON.stringify(p.diagnostics))
    for (const r of p.results) console.log(' ', JSON.stringify(r.benchmark), r.metricName, r.samples.length, JSON.stringify(r.failure ?? null), r.source.line)
  }
})
