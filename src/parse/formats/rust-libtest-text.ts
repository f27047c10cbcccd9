/**
 * Rust libtest `cargo bench` text (`#[bench]`, nightly `test` crate; also Criterion.rs
 * `--output-format bencher`): `test name ... bench:   1,234 ns/iter (+/- 56)`, optionally
 * `= 198 MB/s`. The value is libtest's median and `+/-` the max − min of its 50 winsorized
 * samples: in a file libtest wrote (its `running N tests` header) a summary of n = 50 with the MAD
 * that range implies (libtest-results.ts, docs/method.md §5); Criterion's bencher lines are one
 * value (n = 1, docs/method.md §7).
 */
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { libtestResults } from './libtest-results.js'
import { printedQuantum } from './units.js'

const NUMBER = String.raw`[\d,]+(?:\.\d+)?`
const BENCH_LINE = new RegExp(
  String.raw`^test (.+?)\s+\.\.\. bench:\s+(${NUMBER}) (\S+) \(\+/- (${NUMBER})\)(?: = (${NUMBER}) (\S+))?\s*$`,
)

export const rustLibtestText: FormatAdapter<'rust-libtest-text'> = {
  id: 'rust-libtest-text',
  harness: 'cargo bench (libtest)',
  aliases: ['cargo'],
  detect: ({ text }) => /^test .+ \.\.\. bench:\s+[\d,.]+ \S+ \(\+\/- [\d,.]+\)/m.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  // libtest's own output starts with `running N tests`; Criterion's bencher lines do not, and
  // their ± is not libtest's range (test/field-cases.md F45).
  const libtest = /^running \d+ tests?\s*$/m.test(source.text)
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const match = BENCH_LINE.exec(raw.trimEnd())
    if (!match) return
    const [, name = '', value = '', unit = '', spread = '', rate, rateUnit] = match
    results.push(
      ...libtestResults(
        {
          name,
          value: number(value),
          unit,
          quantum: (factor) => printedQuantum(value, factor),
          ...(libtest ? { range: number(spread) } : {}),
          ...(rate !== undefined && rateUnit !== undefined ? { rate: number(rate), rateUnit } : {}),
        },
        'rust-libtest-text',
        { file: source.name, line: index + 1 },
        diagnostics,
      ),
    )
  })
  return { results, diagnostics, environment: {} }
}

function number(text: string): number {
  return Number(text.replaceAll(',', ''))
}
