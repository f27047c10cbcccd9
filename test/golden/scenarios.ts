/**
 * The comment variants reviewed as golden files: hand-made report data, so a golden file changes
 * only when the rendering does.
 */
import type { Comparison, DecisionRow } from '../../src/model/comparison.js'
import { decideVerdict, DEFAULT_VERDICT_POLICY } from '../../src/policy/decide-verdict.js'
import type { ReportData } from '../../src/report/data/report-data.js'
import {
  comparison,
  PR_CONTEXT,
  reportData,
  verdict,
  type ComparisonSpec,
} from '../support/report-builders.js'

const US = 1_000
const MS = 1_000_000

const gb = (name: string): Pick<ComparisonSpec, 'id' | 'format'> => ({
  id: { name },
  format: 'google-benchmark-json',
})
const go = (suite: string, name: string): Pick<ComparisonSpec, 'id' | 'format' | 'metricName'> => ({
  id: { suite, name, procs: 8 },
  format: 'go-test-text',
  metricName: 'ns/op',
})

/** A comparison with the §11 row that decided it, which the verdict's rules read. */
const withRow = (row: DecisionRow, spec: ComparisonSpec): Comparison => ({
  ...comparison(spec),
  decisionRow: row,
})

const unchanged = (name: string, base: number, head: number): Comparison =>
  comparison({ ...gb(name), base, head, class: 'no-change', strength: 'equivalent', qValue: 0.41 })

export const passScenario: ReportData = reportData({
  verdict: verdict(
    'pass',
    'no regression beyond the thresholds in 5 gated comparisons (4 no change, 1 improved)',
  ),
  comparisons: [
    comparison({
      ...gb('BM_Parse/4096'),
      base: 152.3 * US,
      head: 118.9 * US,
      class: 'improvement',
      strength: 'strong',
      qValue: 0.00021,
      reasons: ['−21.9 % with the whole CI beyond the ±10 % band (q = 0.00021)'],
    }),
    unchanged('BM_Parse/64', 2_480, 2_492),
    unchanged('BM_Serialize', 77.9 * US, 78.61 * US),
    unchanged('BM_Lookup/1M', 1.204 * MS, 1.198 * MS),
    unchanged('BM_Allocate', 412, 409),
    comparison({
      ...gb('BM_Parse/4096'),
      metricName: 'cpu_time',
      metric: 'cpu-time',
      gated: false,
      base: 152.1 * US,
      head: 118.7 * US,
      class: 'improvement',
      strength: 'strong',
    }),
  ],
  geomean: {
    ratio: 0.953,
    ci: { lower: 0.941, upper: 0.965, level: 0.95 },
    partial: false,
    betweenBenchmarkCi: { lower: 0.85, upper: 1.06, level: 0.95 },
    count: 5,
    floor: { value: 0.05, source: 'assumed' },
  },
})

export const warnScenario: ReportData = reportData({
  verdict: verdict('warn', '1 likely regression (BM_Decode/utf8 real_time +7.9 %)', [
    'BM_Decode/utf8 (real_time): +7.9 % beyond the ±5 % band, but the CI reaches into it (q = 0.012)',
  ]),
  comparisons: [
    comparison({
      ...gb('BM_Decode/utf8'),
      base: 28.33 * US,
      head: 30.57 * US,
      ciHalfWidth: 0.04,
      class: 'regression',
      strength: 'likely',
      qValue: 0.012,
      reasons: ['+7.9 % beyond the ±5 % band, but the CI reaches into it (q = 0.012)'],
    }),
    unchanged('BM_Decode/latin1', 12.81 * US, 12.9 * US),
    unchanged('BM_Encode/utf8', 15.2 * US, 15.1 * US),
  ],
})

export const failScenario: ReportData = reportData({
  verdict: verdict(
    'fail',
    '2 regressions beyond the noise floor (worst: BM_Crc32/16384 real_time +32.3 %)',
    [
      'BM_Crc32/16384 (real_time): +32.3 % with the whole CI beyond the ±5 % band (q = 0.000014)',
      'example.com/codec › BenchmarkDecode (procs 8) (ns/op): +11.2 % with the whole CI beyond the ±5 % band (q = 0.0021)',
      '1 gated benchmark is in the base run only (removed): BM_LegacyHash; a benchmark that was deleted, renamed or failed on the PR without a result disappears this way, which changes no level; list it under required in the policy to make its absence fail',
    ],
  ),
  comparisons: [
    comparison({
      ...gb('BM_Crc32/16384'),
      base: 152.3 * US,
      head: 201.5 * US,
      class: 'regression',
      strength: 'strong',
      qValue: 0.000014,
      reasons: ['+32.3 % with the whole CI beyond the ±5 % band (q = 0.000014)'],
      floor: { value: 0.031, source: 'history' },
    }),
    comparison({
      ...go('example.com/codec', 'BenchmarkDecode'),
      base: 9_876,
      head: 10_982,
      class: 'regression',
      strength: 'strong',
      qValue: 0.0021,
      reasons: ['+11.2 % with the whole CI beyond the ±5 % band (q = 0.0021)'],
      floor: { value: 0.042, source: 'history' },
    }),
    comparison({
      ...gb('BM_Checksum'),
      base: 12.81 * US,
      head: 9.361 * US,
      class: 'improvement',
      strength: 'strong',
      qValue: 0.000014,
      floor: { value: 0.028, source: 'history' },
    }),
    comparison({
      ...go('example.com/codec', 'BenchmarkEncode/size=1024'),
      base: 4_410,
      head: 4_790,
      ciHalfWidth: 0.09,
      class: 'inconclusive',
      qValue: 0.21,
      minimumDetectableEffect: 0.142,
      reasons: [
        'possible change of +8.6 %; the CI [−1.2 %, +18.4 %] is too wide to tell',
        'at this n the smallest change it can resolve is about ±14 %',
      ],
      floor: { value: 0.05, source: 'history' },
    }),
    unchanged('BM_Primes', 531.4 * US, 521.4 * US),
    comparison({
      ...go('example.com/codec', 'BenchmarkDecode'),
      metricName: 'allocs/op',
      metric: 'allocations',
      unit: 'count',
      base: 12,
      head: 12,
      ciHalfWidth: 0,
      class: 'no-change',
      strength: 'exact',
      floor: { value: 0, source: 'deterministic' },
    }),
    comparison({
      ...gb('BM_Checksum'),
      metricName: 'bytes_per_second',
      metric: 'throughput',
      unit: 'B/s',
      direction: 'higher-is-better',
      gated: false,
      base: 609.9 * 1024 ** 2,
      head: 834.5 * 1024 ** 2,
      class: 'improvement',
      strength: 'strong',
    }),
    comparison({ ...gb('BM_Crc32/65536'), base: null, head: 601.2 * US, class: 'added' }),
    comparison({ ...gb('BM_LegacyHash'), base: 3.2 * US, head: null, class: 'removed' }),
    comparison({
      ...gb('BM_Noop'),
      base: 0,
      head: 0,
      class: 'not-compared',
      reasons: ['a zero time below the timer resolution; not compared'],
    }),
  ],
  geomean: {
    ratio: 1.071,
    ci: { lower: 1.052, upper: 1.09, level: 0.95 },
    // Every gated member above has an interval (the exact one a zero-width one): not partial.
    partial: false,
    betweenBenchmarkCi: { lower: 0.88, upper: 1.3, level: 0.95 },
    count: 6,
    floor: { value: 0.024, source: 'history' },
  },
  findings: ['3 of 6 gated benchmarks moved together by about +7 %: a whole-suite shift'],
  diagnostics: [
    {
      severity: 'warning',
      file: 'bench-out/gbench.json',
      location: '$.context.library_build_type',
      message:
        "the Google Benchmark library is a debug build (library_build_type: debug), which adds overhead to every timing; this is the library, not your code: Debian's and Ubuntu's libbenchmark-dev is built that way. Build Google Benchmark from source with -DCMAKE_BUILD_TYPE=Release (e.g. CMake FetchContent in a Release build of your project)",
    },
  ],
  context: { ...PR_CONTEXT, historyRuns: 4 },
  history: {
    [comparison({ ...gb('BM_Crc32/16384'), base: 1, head: 1, class: 'regression' }).key]: [
      151.2 * US, 153.9 * US, 150.8 * US, 152.7 * US,
    ],
    [comparison({ ...gb('BM_Checksum'), base: 1, head: 1, class: 'improvement' }).key]: [
      12.9 * US, 12.7 * US, 12.85 * US, 12.8 * US,
    ],
    [comparison({ ...go('example.com/codec', 'BenchmarkDecode'), base: 1, head: 1, class: 'regression' }).key]: [
      9_801, 9_990, 9_850, 9_912,
    ],
    [comparison({ ...go('example.com/codec', 'BenchmarkEncode/size=1024'), base: 1, head: 1, class: 'inconclusive' }).key]: [
      4_300, 4_620, 4_480, 4_390,
    ],
  },
  environments: {
    base: { cpu: 'AMD EPYC 7763 64-Core Processor', cores: '4', 'build-type': 'release' },
    head: { cpu: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz', cores: '4', 'build-type': 'release' },
  },
})

export const inconclusiveScenario: ReportData = reportData({
  verdict: verdict(
    'inconclusive',
    'needs a closer look: 1 possible regression (tests/test_parse.py::test_parse[large] time +8.7 %)',
    [
      'tests/test_parse.py::test_parse[large] (time): possible change inside the assumed run-to-run variation; add history, an A/A control or interleaved rounds',
      '2 of 3 gated comparisons are inconclusive',
    ],
  ),
  comparisons: [
    // §11 row 13 without history: significant, beyond the threshold, inside the assumed floor.
    withRow('13', {
      id: { name: 'tests/test_parse.py::test_parse[large]' },
      format: 'pytest-benchmark-json',
      metricName: 'time',
      base: 24 * MS,
      head: 26.1 * MS,
      ciHalfWidth: 0.03,
      class: 'inconclusive',
      qValue: 0.003,
      minimumDetectableEffect: 0.1,
      reasons: [
        'possible change inside the assumed run-to-run variation; add history, an A/A control or interleaved rounds',
      ],
    }),
    comparison({
      id: { name: 'tests/test_parse.py::test_parse[small]' },
      format: 'pytest-benchmark-json',
      metricName: 'time',
      base: 240 * US,
      head: 262 * US,
      ciHalfWidth: null,
      n: 1,
      class: 'inconclusive',
      minimumDetectableEffect: null,
      reasons: [
        'too few samples to test +9.2 % (n = 1 on a side); any test needs at least 4 samples per side',
      ],
    }),
    comparison({
      id: { name: 'tests/test_io.py::test_read' },
      format: 'pytest-benchmark-json',
      metricName: 'time',
      base: 3.1 * MS,
      head: 3.12 * MS,
      class: 'no-change',
      strength: 'in-noise',
      qValue: 0.62,
    }),
  ],
  context: { ...PR_CONTEXT, commitsBehind: 0 },
})

export const noBaselineScenario: ReportData = reportData({
  verdict: verdict(
    'no-baseline',
    'no successful push run on main has a live artifact named "bench-results"',
    ["nothing was compared; the head's own numbers are reported"],
  ),
  comparisons: [
    comparison({ ...gb('BM_Crc32/16384'), base: null, head: 201.5 * US, class: 'added' }),
    comparison({ ...gb('BM_Checksum'), base: null, head: 9.361 * US, class: 'added' }),
    comparison({
      ...gb('BM_Checksum'),
      metricName: 'bytes_per_second',
      metric: 'throughput',
      unit: 'B/s',
      direction: 'higher-is-better',
      gated: false,
      base: null,
      head: 834.5 * 1024 ** 2,
      class: 'added',
    }),
  ],
  context: {
    headSha: PR_CONTEXT.headSha ?? '',
    baseBranch: 'main',
    historyRuns: 0,
    controlRuns: 0,
    headSource: 'bench-out/*.json',
    baseSource: 'artifact "bench-results"',
  },
})

export const forkScenario: ReportData = {
  ...passScenario,
  context: {
    ...PR_CONTEXT,
    fork: {
      repository: 'contributor/bench-demo',
      runUrl: 'https://github.com/octo-org/bench-demo/actions/runs/7312400001',
    },
  },
}

export const errorScenario: ReportData = reportData({
  verdict: verdict('error', 'no head results could be read', [
    '1 problem in the head\'s inputs',
  ]),
  comparisons: [],
  diagnostics: [
    {
      severity: 'error',
      file: 'bench-out/benchmark_result.json',
      location: '',
      message:
        'benchmark file `benchmark_result.json` is empty (0 bytes); did the benchmark step fail?',
    },
  ],
})

/**
 * A suite of `size` gated benchmarks (test/field-cases.md F21): 10 % regressions, 6 % improvements, 4 %
 * inconclusive, the rest unchanged, with names about as long as real ones.
 */
export function hugeSuite(size: number): ReportData {
  const comparisons = Array.from({ length: size }, (_, i) => {
    const id = { suite: `github.com/example/service/internal/pkg${i % 37}`, name: `BenchmarkHandler/route=${i}/payload=1KiB`, procs: 4 }
    const base = 10 * US + (i % 97) * 131
    const common = { id, format: 'go-test-text', metricName: 'ns/op' }
    if (i % 10 === 0)
      return comparison({ ...common, base, head: base * (1.08 + (i % 13) / 100), class: 'regression', strength: 'strong', qValue: 0.0004 })
    if (i % 50 === 1 || i % 50 === 2 || i % 50 === 3)
      return comparison({ ...common, base, head: base * (0.9 - (i % 7) / 100), class: 'improvement', strength: 'strong', qValue: 0.0004 })
    if (i % 25 === 4)
      return comparison({ ...common, base, head: base * 1.07, ciHalfWidth: 0.08, class: 'inconclusive', qValue: 0.2, minimumDetectableEffect: 0.12, reasons: ['possible change; more samples needed'] })
    return comparison({ ...common, base, head: base * (1 + ((i % 9) - 4) / 1000), class: 'no-change', strength: 'equivalent', qValue: 0.5 })
  })
  const geomean = {
    ratio: 1.006,
    ci: { lower: 1.005, upper: 1.007, level: 0.95 },
    partial: false,
    betweenBenchmarkCi: { lower: 1.0, upper: 1.012, level: 0.95 },
    count: size,
    floor: { value: 0.05, source: 'assumed' },
  }
  // Too many rows to write the verdict by hand: it is what the product decides from them.
  return reportData({
    verdict: decideVerdict(comparisons, geomean, DEFAULT_VERDICT_POLICY, []),
    comparisons,
    geomean,
  })
}

/** Every untrusted string a report carries, set to something that tries to break the comment. */
export const HOSTILE = {
  name: 'lookup | n: 10 | `HashSet::get` vs `BTreeSet::range` </details><img src=x onerror=alert(1)> @octocat #123 deadbeefcafe',
  metric: '<script>alert(1)</script>|ns_op*',
  unit: 'ms</details>|`@team`',
  branch: 'feature/`x`</details>@admins',
  file: 'results/<img src=x>|@here.json',
  message: 'line 1\n| --- |\n</details>\n```\n<!-- @octocat fixes #1 GH-42 see https://evil.example/x www.evil.example a@b.co 0123456789abcdef0123456789abcdef01234567 $x^2$',
}

export const hostileScenario: ReportData = reportData({
  verdict: verdict('fail', `${HOSTILE.name} (${HOSTILE.metric}): +20.0 % @octocat`, [
    `${HOSTILE.name} (${HOSTILE.metric}): +20.0 % with the whole CI beyond the band`,
    HOSTILE.message,
  ]),
  comparisons: [
    comparison({
      id: { name: HOSTILE.name, params: { 'k|`': '</details>' } },
      metricName: HOSTILE.metric,
      metric: 'custom',
      unit: HOSTILE.unit,
      format: 'hyperfine-json',
      base: 100,
      head: 120,
      class: 'regression',
      strength: 'strong',
      qValue: 0.001,
      reasons: [HOSTILE.message],
    }),
    comparison({
      id: { name: `${HOSTILE.name} 2`, suite: '@octocat/#1' },
      metricName: HOSTILE.metric,
      format: 'google-benchmark-json',
      base: 100,
      head: 104,
      ciHalfWidth: 0.1,
      class: 'inconclusive',
      minimumDetectableEffect: 0.2,
      reasons: [HOSTILE.message],
    }),
    comparison({ id: { name: `${HOSTILE.name} 3` }, base: 5, head: 5, class: 'no-change', strength: 'equivalent', reasons: [HOSTILE.message] }),
    comparison({ id: { name: `${HOSTILE.name} 4` }, base: null, head: 5, class: 'added', reasons: [HOSTILE.message] }),
  ],
  findings: [HOSTILE.message],
  diagnostics: [{ severity: 'error', file: HOSTILE.file, location: HOSTILE.message, message: HOSTILE.message }],
  context: {
    ...PR_CONTEXT,
    baseBranch: HOSTILE.branch,
    headSource: HOSTILE.file,
    baseSource: HOSTILE.file,
    fork: { repository: HOSTILE.branch, runUrl: 'javascript:alert(1)' },
  },
  method: {
    threshold: 0.05,
    noiseFloor: 0.1,
    fdr: 0.05,
    failOn: 'strong',
    failOnInconclusive: false,
    format: HOSTILE.metric,
    policy: { file: HOSTILE.file, lines: [HOSTILE.message] },
  },
  environments: {
    base: { cpu: HOSTILE.message, [HOSTILE.metric]: 'a' },
    head: { cpu: HOSTILE.name, [HOSTILE.metric]: 'b' },
  },
})

/** The scenarios with a golden comment, by file name. */
export const GOLDEN_SCENARIOS: readonly (readonly [string, ReportData])[] = [
  ['pass', passScenario],
  ['warn', warnScenario],
  ['fail', failScenario],
  ['inconclusive', inconclusiveScenario],
  ['no-baseline', noBaselineScenario],
  ['fork-notice', forkScenario],
  ['error', errorScenario],
  ['hostile-names', hostileScenario],
  ['huge-suite', hugeSuite(3_000)],
]
