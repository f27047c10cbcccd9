import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureSource, REPO_ROOT } from '../../../test/support/fixtures.js'
import { parseResultFiles, parseText } from '../parse-files.js'
import { FORMAT_IDS, findAdapter } from './registry.js'

/** The adapter that must be auto-detected for every file of a fixtures/ folder. */
const FOLDER_FORMATS: Readonly<Record<string, string>> = {
  hyperfine: 'hyperfine-json',
  'google-benchmark': 'google-benchmark-json',
  'go-test': 'go-test-text',
  'asv-json': 'asv-json',
  'bencher-bmf-json': 'bencher-bmf-json',
  'benchmarkjs-text': 'benchmarkjs-text',
  'cachegrind-text': 'cachegrind-text',
  'callgrind-text': 'callgrind-text',
  'custom-json': 'custom-json',
  'gnu-time-text': 'gnu-time-text',
  'julia-benchmarktools-json': 'julia-benchmarktools-json',
  'luau-bench-text': 'luau-bench-text',
  'mitata-json': 'mitata-json',
  'perf-stat-csv': 'perf-stat-csv',
  'perf-stat-text': 'perf-stat-text',
  'pyperf-json': 'pyperf-json',
  'tinybench-table-json': 'tinybench-table-json',
  'tinybench-tasks-json': 'tinybench-tasks-json',
  'vitest-bench-json': 'vitest-bench-json',
  'catch2-text': 'catch2-text',
  'catch2-xml': 'catch2-xml',
  'criterion-text': 'criterion-text',
  'go-test-json': 'go-test-json',
  'google-benchmark-csv': 'google-benchmark-csv',
  'pytest-benchmark-json': 'pytest-benchmark-json',
  'rust-libtest-json': 'rust-libtest-json',
  'rust-libtest-text': 'rust-libtest-text',
  'benchmarkdotnet-json': 'benchmarkdotnet-json',
  'cargo-criterion-json': 'cargo-criterion-json',
  'jmh-json': 'jmh-json',
}

/**
 * Folders that are not a set of standalone result files: criterion-json holds a whole
 * `target/criterion` tree (reports, `base/` and `change/` files that must not be read); its own
 * tests say which files count.
 */
const TREES = new Set(['criterion-json'])

/** Folders of real runs grouped by harness: one subfolder per harness, each file of its format. */
const GROUPS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'loaded-runs': {
    'google-benchmark': 'google-benchmark-json',
    hyperfine: 'hyperfine-json',
    'go-test': 'go-test-text',
  },
  tester3: {
    catch2: 'catch2-xml',
    'google-benchmark': 'google-benchmark-json',
    'pytest-benchmark': 'pytest-benchmark-json',
    // Only data.js, a refused history (left out below).
    'github-action-benchmark': 'github-action-benchmark',
  },
  'summary-outliers': {
    catch2: 'catch2-xml',
    'google-benchmark': 'google-benchmark-json',
    vitest: 'vitest-bench-json',
  },
}

/** Files whose format differs from their folder's. */
const FILE_FORMATS: Readonly<Record<string, string>> = {
  'go-test/test2json.jsonl': 'go-test-json',
  'go-test/failed-procs-sub/head.jsonl': 'go-test-json',
  'google-benchmark/base.csv': 'google-benchmark-csv',
  'google-benchmark/non-finite/base.csv': 'google-benchmark-csv',
  'summary-outliers/catch2/a1.txt': 'catch2-text',
  'summary-outliers/catch2/slow.txt': 'catch2-text',
}

const FIXTURES = path.join(REPO_ROOT, 'fixtures')

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry)
    if (statSync(full).isDirectory()) return filesUnder(full)
    // Provenance: README/PROVENANCE (.md) and the generators' run logs (.log).
    return entry.endsWith('.md') || entry.endsWith('.log') ? [] : [full]
  })
}

/** Not result files: the peer Action's data.js histories (split first, peer-history.test.ts),
 * tester3's policy files and its refused data.js (tester3-verdicts.test.ts),
 * the companions of a callgrind folder (companion-files.test.ts), and perf's output for a
 * workload it could not start, which holds no counts (perf-stat-text.test.ts). */
const NOT_RESULT_FILES =
  /^tester3\/.*\.yml$|^tester3\/github-action-benchmark\/|^custom-json\/history\/|^callgrind-text\/with-companions\/(?:annotate|valgrind)|^perf-stat-text\/failed\/not-found\./

const folderFormats: [string, string][] = [
  ...Object.entries(FOLDER_FORMATS),
  ...Object.entries(GROUPS).flatMap(([group, harnesses]) =>
    Object.entries(harnesses).map(([harness, format]): [string, string] => [
      `${group}/${harness}`,
      format,
    ]),
  ),
]

const cases = folderFormats.flatMap(([folder, format]) =>
  filesUnder(path.join(FIXTURES, folder)).flatMap((full) => {
    const relative = path.relative(FIXTURES, full).split(path.sep).join('/')
    if (NOT_RESULT_FILES.test(relative)) return []
    return [{ relative, format: FILE_FORMATS[relative] ?? format }]
  }),
)

describe('format auto-detection', () => {
  it('knows the format of every fixtures/ folder', () => {
    const folders = readdirSync(FIXTURES).filter((f) =>
      statSync(path.join(FIXTURES, f)).isDirectory(),
    )
    expect(
      folders.filter((f) => !(f in FOLDER_FORMATS) && !TREES.has(f) && !(f in GROUPS)),
    ).toEqual([])
    for (const [group, harnesses] of Object.entries(GROUPS))
      expect(
        readdirSync(path.join(FIXTURES, group))
          .filter((f) => !f.endsWith('.md'))
          .sort(),
      ).toEqual(Object.keys(harnesses).sort())
  })

  const registered = cases.filter(({ format }) => FORMAT_IDS.includes(format))
  it.each(registered)('detects $relative as $format', ({ relative, format }) => {
    const parsed = parseText(fixtureSource(relative), 'auto')
    expect(parsed.diagnostics.filter((d) => d.message.includes('ambiguous'))).toEqual([])
    expect(parsed.results[0]?.format).toBe(format)
  })

  // A folder whose adapter is not registered yet shows as skipped, not as passed.
  it.skip.each(cases.filter((c) => !registered.includes(c)))(
    'detects $relative as $format',
    () => {},
  )

  it('finds adapters by id and by the peer Action tool names', () => {
    expect(
      [
        'benchmarkjs',
        'benchmarkluau',
        'julia',
        'customSmallerIsBetter',
        'customBiggerIsBetter',
      ].map((alias) => findAdapter(alias)?.id),
    ).toEqual([
      'benchmarkjs-text',
      'luau-bench-text',
      'julia-benchmarktools-json',
      'custom-smaller-is-better',
      'custom-bigger-is-better',
    ])
    expect(findAdapter('no-such-format')).toBeUndefined()
  })
})

/** Batch A: the multi-file Criterion tree, and the peer Action's tool names for batch A formats. */
describe('format auto-detection of file sets (batch A)', () => {
  it('reads every file of the criterion-json tree as one criterion-json set per benchmark', () => {
    const files = filesUnder(path.join(FIXTURES, 'criterion-json')).map((full) => ({
      name: path.relative(REPO_ROOT, full).split(path.sep).join('/'),
      bytes: readFileSync(full),
    }))
    const side = parseResultFiles(files, 'auto')
    expect(side.diagnostics).toEqual([])
    expect(new Set(side.results.map((r) => r.format))).toEqual(new Set(['criterion-json']))
    expect(new Set(side.results.map((r) => r.benchmark.name))).toEqual(
      new Set(['crc32/1024', 'crc32/16384', 'newton/200', 'primes up to 20000']),
    )
  })

  it('leaves single-file formats alone when a side mixes them with a Criterion tree', () => {
    const files = ['criterion-text/first-run.txt', 'go-test/base.txt'].map((relative) => ({
      name: `fixtures/${relative}`,
      bytes: readFileSync(path.join(FIXTURES, relative)),
    }))
    const side = parseResultFiles(files, 'auto')
    expect(new Set(side.results.map((r) => r.format))).toEqual(
      new Set(['criterion-text', 'go-test-text']),
    )
  })

  it('finds batch A adapters by the peer Action tool names', () => {
    expect(
      ['cargo', 'catch2', 'go', 'googlecpp', 'jmh', 'pytest', 'benchmarkdotnet'].map(
        (alias) => findAdapter(alias)?.id,
      ),
    ).toEqual([
      'rust-libtest-text',
      'catch2-text',
      'go-test-text',
      'google-benchmark-json',
      'jmh-json',
      'pytest-benchmark-json',
      'benchmarkdotnet-json',
    ])
  })
})
