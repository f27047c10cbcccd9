/**
 * Rust libtest `cargo bench` text (`#[bench]`, nightly `test` crate; also Criterion.rs
 * `--output-format bencher`): `test name ... bench:   1,234 ns/iter (+/- 56)`, optionally
 * `= 198 MB/s`. The value is libtest's median and `+/-` its max − min: one point estimate, no
 * spread the model can hold, so each result is a summary of n = 1 (docs/method.md §7).
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
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const match = BENCH_LINE.exec(raw.trimEnd())
    if (!match) return
    const [, name = '', value = '', unit = '', , rate, rateUnit] = match
    results.push(
      ...libtestResults(
        {
          name,
          value: number(value),
          unit,
          quantum: (factor) => printedQuantum(value, factor),
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
