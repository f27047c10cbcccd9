/**
 * Stress cases for the caps on memory, linear globs and regexes and invisible characters
 * (docs/security.md "Reading is bounded", "Glob matching is linear", "Policy regexes are matched
 * in linear time", "Names are compared and shown with invisible characters visible"). Registered
 * in corpus.ts with one line.
 */
import { buildZip } from './zip-bytes.js'
import type { HostileCase } from './corpus.js'

/** hyperfine JSON of `count` commands `<prefix><i>`, three runs each: 60 bytes a benchmark. */
function denseHyperfine(prefix: string, count: number): string {
  const parts: string[] = []
  for (let i = 0; i < count; i++)
    parts.push(`{"command":"${prefix}${i}","times":[0.00100${i % 10},0.00101,0.00102]}`)
  return `{"results":[${parts.join(',')}]}`
}

/** hyperfine JSON of one command with 20 runs near `seconds`, like corpus.ts `hyperfineFile`. */
function oneCommand(command: string, seconds: number): string {
  const times = Array.from({ length: 20 }, (_, i) => seconds * (1 + ((i * 7) % 11) / 1000))
  return JSON.stringify({ results: [{ command, times }] })
}

const slashes = '/'.repeat(13_000)
/**
 * A name on which `(a+)+$` fails only after 2^n tries in a JavaScript regex: cut to 184 `a`s, `…`
 * and a hash at parse (NAME_LIMIT), which is still 2^184.
 */
const aRun = `${'a'.repeat(13_000)}!`

export const CAPS_CASES: readonly HostileCase[] = [
  {
    name: 'caps-300k-benchmarks-zip',
    // Three files of 7 MB: each under the 16 MiB a file may take to be read whole.
    what: 'a zip of well under 1 MB whose three files hold 300,000 benchmarks',
    path: 'zip',
    files: () => ({
      'artifact.zip': buildZip({
        'out/dense0.json': denseHyperfine('a', 100_000),
        'out/dense1.json': denseHyperfine('b', 100_000),
        'out/dense2.json': denseHyperfine('c', 100_000),
      }),
    }),
    bounds: { seconds: 40, mebibytes: 600 },
    expect: /limit of 15,000 distinct benchmarks per side/,
  },
  {
    name: 'caps-1m-benchmarks-file',
    what: 'one 60 MB head file packing a million benchmarks',
    path: 'cli',
    files: () => ({ 'dense.json': denseHyperfine('b', 1_000_000) }),
    // Past the 16 MiB a file may take to be read whole: refused by its size, before decoding
    // (its tree, about 150 MB, would be refused too: src/parse/json/json-tree-cost.ts).
    bounds: { seconds: 30, mebibytes: 400 },
    expect: /over the 16\.0 MiB one result file may take to be read whole/,
  },
  {
    name: 'caps-many-50k-files',
    what: '4,300 head files of 50 KiB (210 MB): past the 200 MiB of one side',
    path: 'cli',
    files: () => {
      const files: Record<string, string> = {}
      for (let f = 0; f < 4_300; f++) {
        // One command padded to 50 KiB: cheap to parse, so the case measures the reading.
        const head = `{"results":[{"command":"r${f}_`
        const tail = '","times":[0.001,0.00101,0.00102]}]}'
        files[`many/r${String(f).padStart(4, '0')}.json`] =
          head + 'x'.repeat(50 * 1024 - head.length - tail.length) + tail
      }
      return files
    },
    bounds: { seconds: 60, mebibytes: 1400 },
    expect: /past the 200 MiB limit for all result files of one side/,
  },
  {
    name: 'glob-13kb-name',
    what: 'a policy glob */*/*_fast against a 13 KB benchmark name of slashes',
    path: 'cli',
    files: () => ({
      '.github/bench-verdict.yml': 'benchmarks:\n  - benchmark: "*/*/*_fast"\n    gate: off\n',
      'slashes.json': oneCommand(slashes, 0.01),
    }),
    bounds: { seconds: 5, mebibytes: 200 },
    expect: 'read',
  },
  {
    name: 'regex-13kb-name',
    what: 'policy regexes (a+)+$ and ^(.*/)*_fast$ against 13 KB benchmark names of a run of a or of slashes',
    path: 'cli',
    files: () => ({
      '.github/bench-verdict.yml':
        "benchmarks:\n  - benchmark-regex: '(a+)+$'\n    gate: off\n  - benchmark-regex: '^(.*/)*_fast$'\n    gate: off\n",
      'a-run.json': oneCommand(aRun, 0.01),
      // Matched by the first rule (no "matches no benchmark" warning): the rule met the names.
      'a-only.json': oneCommand('a'.repeat(150), 0.01),
      'slashes.json': oneCommand(slashes, 0.01),
    }),
    bounds: { seconds: 5, mebibytes: 200 },
    expect: 'read',
  },
  {
    name: 'invisible-name-flood',
    what: '20,000 head-only names that differ only by zero-width and fullwidth characters',
    path: 'cli',
    files: () => {
      const results = Array.from({ length: 20_000 }, (_, i) => ({
        command: `BM_${'\u200b'.repeat(i % 7)}Ｃrc${i}\ufeff`,
        times: [0.001, 0.00101, 0.00102],
      }))
      return { 'invisible.json': JSON.stringify({ results }) }
    },
    bounds: { seconds: 20, mebibytes: 300 },
    expect: 'read',
  },
]
