/** Findings that name each benchmark paired across a rename a reader cannot see. */
import { benchmarkLabel } from '../../model/benchmark-result.js'
import { showRenamed } from '../../model/invisible-characters.js'
import type { MetricPair } from '../pairing/match-results.js'
import type { Finding } from './finding.js'

/**
 * One `renamed` finding per benchmark that `matchResults` paired by its loose name
 * (docs/security.md): "renamed: `BM_Crc32` → `BM_Crc32<U+200B>` …", with invisible characters
 * spelled out in the message itself, so the JSON report and the terminal show them too.
 *
 * @param pairs the pairs of one comparison, in order
 */
export function renameFindings(pairs: readonly MetricPair[]): Finding[] {
  const findings: Finding[] = []
  const seen = new Set<number>()
  for (const pair of pairs) {
    const from = pair.renamedFrom
    const to = pair.head?.[0]?.benchmark
    if (from === undefined || to === undefined || seen.has(pair.benchmark)) continue
    seen.add(pair.benchmark)
    const [before, after] = showRenamed(benchmarkLabel(from), benchmarkLabel(to))
    findings.push({
      kind: 'renamed',
      message: `renamed: \`${before}\` → \`${after}\`: the names differ only in invisible characters or Unicode compatibility forms, so they are compared as one benchmark`,
      benchmarks: [benchmarkLabel(to)],
    })
  }
  return findings
}
