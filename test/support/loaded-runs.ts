/**
 * The real runs of fixtures/loaded-runs/ (made on a deliberately loaded machine; provenance in
 * its README.md) judged through the CLI's own path (`runCli` → acquire → parse → compare →
 * judge → the JSON report), for the end-to-end verdict tests test/e2e/loaded-runs-*.test.ts.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from './fixtures.js'

/** The runs of one harness folder: five history runs, base, control, head A/A and head A/B. */
export const LOADED_RUNS = [
  'history-1',
  'history-2',
  'history-3',
  'history-4',
  'history-5',
  'base',
  'control',
  'head-aa',
  'head-ab',
] as const
export type LoadedRun = (typeof LOADED_RUNS)[number]

/** What the base side is given besides `base`: nothing, the five history runs, or the control. */
export type Design = 'no history' | '5 history runs' | 'A/A control'
export const DESIGNS: readonly Design[] = ['no history', '5 history runs', 'A/A control']

/** One comparison of the JSON report, the fields these tests read. */
export interface ReportComparison {
  readonly against: string
  readonly benchmark: string
  readonly metric: string
  readonly gated: boolean
  readonly class: string
  readonly strength: string | null
  readonly ratio: number | null
  readonly ci: { readonly lower: number; readonly upper: number } | null
  readonly floor: { readonly value: number; readonly source: string } | null
  readonly reasons: readonly string[]
}

export interface LoadedVerdict {
  readonly code: number
  readonly level: string
  readonly headline: string
  /** The gated comparisons against the base. */
  readonly gated: readonly ReportComparison[]
  readonly stderr: string
}

/**
 * `bench-verdict compare --base <dir>/base.<ext> --head <dir>/<head>.<ext>` plus the design's
 * `--history` or `--control` runs and `--output json`, at the CLI's defaults otherwise.
 *
 * @param folder e.g. `fixtures/loaded-runs/go-test`, relative to the repository
 * @param ext the files' extension (`json`, `txt`)
 */
export async function judgeLoaded(
  folder: string,
  ext: string,
  head: 'head-aa' | 'head-ab',
  design: Design,
): Promise<LoadedVerdict> {
  const file = (run: LoadedRun): string => `${folder}/${run}.${ext}`
  const argv = ['compare', '--base', file('base'), '--head', file(head)]
  if (design === '5 history runs')
    for (const run of LOADED_RUNS.filter((r) => r.startsWith('history-')))
      argv.push('--history', file(run))
  if (design === 'A/A control') argv.push('--control', file('control'))
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bv-loaded-')), 'report.json')
  argv.push('--output', 'json', '--out', out)
  let stderr = ''
  const code = await runCli(argv, {
    cwd: REPO_ROOT,
    stdout: () => undefined,
    stderr: (text) => (stderr += text),
    color: false,
  })
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    verdict: { level: string; headline: string }
    comparisons: ReportComparison[]
  }
  return {
    code,
    level: report.verdict.level,
    headline: report.verdict.headline,
    gated: report.comparisons.filter((c) => c.against === 'base' && c.gated),
    stderr,
  }
}

/** One line per gated comparison, for a failing assertion's message. */
export function describeLoaded(verdict: LoadedVerdict): string {
  const pct = (x: number): string => `${x >= 1 ? '+' : ''}${(100 * (x - 1)).toFixed(1)} %`
  return [
    `${verdict.level}: ${verdict.headline}`,
    ...verdict.gated.map(
      (c) =>
        `  ${c.benchmark} ${c.metric}: ${c.class}${c.strength ? ` (${c.strength})` : ''} ${c.ratio === null ? '' : pct(c.ratio)}${c.ci ? ` [${pct(c.ci.lower)}, ${pct(c.ci.upper)}]` : ''} floor ${c.floor ? `${(100 * c.floor.value).toFixed(1)} % ${c.floor.source}` : '–'}: ${c.reasons[0] ?? ''}`,
    ),
  ].join('\n')
}
