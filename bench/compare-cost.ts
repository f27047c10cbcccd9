/**
 * `npm run bench`: what the statistics cost next to reading the input (issue 3), on generated
 * Google Benchmark JSON: 10,000 benchmarks × 20 samples per side and 100 × 1,000. Prints one table
 * and writes bench-results/compare-cost.json for comparison across commits. No assertions: targets
 * are read off the table, never enforced by timed unit tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { compareRuns, DEFAULT_STATISTICS_SETTINGS } from '../src/compare/compare-runs.js'
import { parseResultFiles } from '../src/parse/parse-files.js'
import { classifyChange } from '../src/policy/classify-change.js'
import { decideVerdict, DEFAULT_VERDICT_POLICY } from '../src/policy/decide-verdict.js'
import { defaultGating } from '../src/policy/default-gating.js'
import { generateGoogleBenchmark } from './generate-inputs.js'

interface Case {
  readonly name: string
  readonly benchmarks: number
  readonly samples: number
}

const CASES: readonly Case[] = [
  { name: '10,000 × 20', benchmarks: 10_000, samples: 20 },
  { name: '100 × 1,000', benchmarks: 100, samples: 1_000 },
]

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now()
  const value = run()
  return { value, ms: performance.now() - start }
}

/** Best of `rounds` runs: the least disturbed measurement on a shared machine. */
function best<T>(rounds: number, run: () => T): { value: T; ms: number } {
  let result = timed(run)
  for (let i = 1; i < rounds; i++) {
    const next = timed(run)
    if (next.ms < result.ms) result = next
  }
  return result
}

const rows = CASES.map((c) => {
  const base = generateGoogleBenchmark({ ...c, seed: 1, changes: {} })
  const head = generateGoogleBenchmark({ ...c, seed: 2, changes: { 0: 1.3, 1: 0.7 } })
  const bytes = [new TextEncoder().encode(base), new TextEncoder().encode(head)]
  const floor = best(5, () => [JSON.parse(base) as unknown, JSON.parse(head) as unknown])
  const parsed = best(
    5,
    () =>
      [
        parseResultFiles([{ name: 'base.json', bytes: bytes[0] ?? new Uint8Array() }], 'auto'),
        parseResultFiles([{ name: 'head.json', bytes: bytes[1] ?? new Uint8Array() }], 'auto'),
      ] as const,
  )
  const rules = {
    classify: (e: Parameters<typeof classifyChange>[0]) =>
      classifyChange(e, DEFAULT_STATISTICS_SETTINGS),
    isGated: defaultGating,
  }
  const compared = best(5, () => {
    const run = compareRuns(
      { base: parsed.value[0].results, head: parsed.value[1].results },
      DEFAULT_STATISTICS_SETTINGS,
      rules,
    )
    return {
      run,
      verdict: decideVerdict(run.comparisons, run.geomean, DEFAULT_VERDICT_POLICY, run.findings),
    }
  })
  return {
    case: c.name,
    inputMiB: (bytes[0]?.length ?? 0) / 2 ** 20 + (bytes[1]?.length ?? 0) / 2 ** 20,
    jsonParseMs: floor.ms,
    parseMs: parsed.ms,
    compareMs: compared.ms,
    compareToJsonParse: compared.ms / floor.ms,
    comparisons: compared.value.run.comparisons.length,
    verdict: compared.value.verdict.level,
  }
})

console.log(
  'case           input    JSON.parse    our parse    compare   compare/JSON.parse  verdict',
)
for (const r of rows)
  console.log(
    `${r.case.padEnd(13)} ${r.inputMiB.toFixed(1).padStart(5)} MiB ${r.jsonParseMs.toFixed(0).padStart(8)} ms ${r.parseMs.toFixed(0).padStart(9)} ms ${r.compareMs.toFixed(0).padStart(7)} ms ${r.compareToJsonParse.toFixed(2).padStart(12)}×       ${r.verdict}`,
  )
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/compare-cost.json',
  `${JSON.stringify({ node: process.version, date: new Date().toISOString(), rows }, null, 2)}\n`,
)
