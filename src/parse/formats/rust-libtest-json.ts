/**
 * Rust libtest `cargo bench -- -Z unstable-options --format json` (nightly): one JSON event per
 * line; `{"type":"bench","name","median","deviation","mib_per_second"?}` carries a result, in ns
 * per iteration. `deviation` is max − min, so each result is a summary of n = 1 (docs/method.md §7).
 */
import { z } from 'zod'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { readRecord } from '../json/json-records.js'
import { libtestResults } from './libtest-results.js'

const BenchEvent = z.object({
  type: z.literal('bench'),
  name: z.string(),
  median: z.number(),
  deviation: z.number().optional(),
  mib_per_second: z.number().optional(),
})

export const rustLibtestJson: FormatAdapter<'rust-libtest-json'> = {
  id: 'rust-libtest-json',
  harness: 'cargo bench (libtest)',
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) => /^[ \t]*\{.*"type"\s*:\s*"bench"/m.test(text) && /"median"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    if (!/"type"\s*:\s*"bench"/.test(raw)) return
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      diagnostics.push(
        diagnostic('error', source.name, `line ${line}`, 'is not a complete JSON event; skipped'),
      )
      return
    }
    const event = readRecord(BenchEvent, value, source.name, `line ${line}: $`, diagnostics)
    if (!event) return
    results.push(
      ...libtestResults(
        {
          name: event.name,
          value: event.median,
          unit: 'ns/iter',
          quantum: () => undefined,
          // libtest computes this as bytes · 1000 / ns, i.e. MB/s, whatever the key says.
          ...(event.mib_per_second === undefined
            ? {}
            : { rate: event.mib_per_second, rateUnit: 'MB/s' }),
        },
        'rust-libtest-json',
        { file: source.name, line },
        diagnostics,
      ),
    )
  })
  return { results, diagnostics, environment: {} }
}
