/**
 * The hostile artifact corpus: inputs an attacker controls in a fork PR's artifact, or a
 * broken harness writes, each with the bounds (wall time, peak resident memory) its run must stay
 * within and the diagnostic it must end in. Generated on demand by `npm run stress`, which writes
 * the files, runs each case in its own process and asserts the bounds; nothing large is committed.
 */
import { strToU8 } from 'fflate'
import { buildZip, entryOffsets, overlappingZip, tamper } from './zip-bytes.js'
import { CAPS_CASES } from './caps-cases.js'

/** A file's content: text, bytes, or a sparse file of that many bytes (no data written). */
export type Content = string | Uint8Array | { readonly sparseBytes: number }

export interface HostileCase {
  readonly name: string
  /** What the input is, and why it is hostile. */
  readonly what: string
  /**
   * How it is read: `cli`, local files through the CLI; `zip`, an artifact through the unzip path
   * and the pipeline, as the Action reads a downloaded artifact; `action`, local files through the
   * Action itself (its inputs, logs, outputs and job summary).
   */
  readonly path: 'cli' | 'zip' | 'action'
  /** The hostile files, by name (for `zip`, one archive). */
  readonly files: () => Readonly<Record<string, Content>>
  /** Hostile file names given that do not exist. */
  readonly missing?: readonly string[]
  /** Bounds on the case's own process: wall time of the run and peak resident set size. */
  readonly bounds: { readonly seconds: number; readonly mebibytes: number }
  /** A diagnostic naming a hostile file must match this, or `read`: its results were read. */
  readonly expect: RegExp | 'read'
}

const MiB = 1024 * 1024

/** hyperfine JSON of one command, 20 runs near `seconds` (deterministic). */
export function hyperfineFile(command: string, seconds: number): string {
  const times = Array.from({ length: 20 }, (_, i) => seconds * (1 + ((i * 7) % 11) / 1000))
  return JSON.stringify({ results: [{ command, times }] })
}

/** The good files compared beside every hostile one: the run must still report them. */
export const GOOD_FILES = {
  'good/base.json': hyperfineFile('good', 0.01),
  'good/head.json': hyperfineFile('good', 0.01),
}

/** Deterministic bytes (xorshift), so a failing case reproduces. */
function randomBytes(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length)
  let state = seed
  for (let i = 0; i < length; i++) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    bytes[i] = state & 0xff
  }
  return bytes
}

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    bytes[2 * i] = code & 0xff
    bytes[2 * i + 1] = code >> 8
  }
  return bytes
}

const deepGroups = (depth: number) =>
  '[{"Julia":"1.10","BenchmarkTools":"1.0.0"},[' +
  '["BenchmarkGroup",{"data":{"g":'.repeat(depth) +
  '["Trial",{"times":[1,2]}]' +
  '}}]'.repeat(depth) +
  ']]'

const catch2Header =
  'benchmark name                       samples       iterations    est run time\n' +
  '                                     mean          low mean      high mean\n' +
  '                                     std dev       low std dev   high std dev\n' +
  '-'.repeat(79) +
  '\n'

export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    name: 'baseline',
    what: 'the good files alone: the cost of a run without a hostile input',
    path: 'cli',
    files: () => ({}),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: 'read',
  },
  {
    name: 'zip-bomb-ratio',
    what: 'a 200 KiB zip holding 200 MiB of zeros (1000:1), honestly declared, within the limits',
    path: 'zip',
    files: () => ({
      'artifact.zip': buildZip({ 'results.json': { data: new Uint8Array(200 * MiB) } }),
    }),
    bounds: { seconds: 5, mebibytes: 700 },
    expect: /holds binary data/,
  },
  {
    name: 'zip-bomb-nested',
    what: 'a zip inside a zip (42.zip style), once as inner.zip and once named results.json',
    path: 'zip',
    files: () => {
      const inner = buildZip({ 'results.json': { data: new Uint8Array(100 * MiB) } })
      return {
        'artifact.zip': buildZip({ 'inner.zip': { data: inner }, 'results.json': { data: inner } }),
      }
    },
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /holds binary data/,
  },
  {
    name: 'zip-bomb-lying-size',
    what: 'an entry that declares 10 bytes and inflates to 256 MiB',
    path: 'zip',
    files: () => ({
      'artifact.zip': tamper(
        buildZip({ 'results.json': { data: new Uint8Array(256 * MiB) } }),
        'results.json',
        {
          size: 10,
        },
      ),
    }),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /inflates to more than the 10 bytes it declares/,
  },
  {
    name: 'zip-declares-over-limit',
    what: 'an entry that declares 300 MiB, over the 200 MiB per-file limit',
    path: 'zip',
    files: () => ({
      'artifact.zip': tamper(
        buildZip({ 'results.json': GOOD_FILES['good/head.json'] }),
        'results.json',
        {
          size: 300 * MiB,
        },
      ),
    }),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /over the artifact limits/,
  },
  {
    name: 'zip-bomb-overlapping',
    what: '10,000 directory entries sharing one 10 MiB deflate stream (100 GB declared in all)',
    path: 'zip',
    files: () => ({ 'artifact.zip': overlappingZip(new Uint8Array(10 * MiB), 10_000) }),
    bounds: { seconds: 2, mebibytes: 200 },
    expect: /overlaps another entry's data/,
  },
  {
    name: 'zip-100k-entries',
    what: 'a zip of 100,000 entries',
    path: 'zip',
    files: () => {
      const entries: Record<string, string> = {}
      for (let i = 0; i < 100_000; i++) entries[`r/${String(i)}.json`] = '[]'
      return { 'artifact.zip': buildZip(entries) }
    },
    bounds: { seconds: 2, mebibytes: 200 },
    expect: /holds more than 10000 entries; refused/,
  },
  {
    name: 'zip-hostile-paths',
    what: 'entries named ../, /abs, C:/, a symbolic link and a duplicate name, beside a good file',
    path: 'zip',
    files: () => {
      const good = GOOD_FILES['good/head.json']
      const zip = buildZip({
        '../escape.json': good,
        '/etc/abs.json': good,
        'C:/win.json': good,
        'link.json': { data: '/etc/passwd', mode: 0o120777 },
        'ok.json': hyperfineFile('from-artifact', 0.02),
        'ox.json': good,
      })
      return { 'artifact.zip': tamper(zip, 'ox.json', { name: 'ok.json' }) }
    },
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /unsafe path|symbolic link|appears more than once/,
  },
  {
    name: 'zip-truncated',
    what: 'a zip cut short at 60 % of its length',
    path: 'zip',
    files: () => {
      const zip = buildZip({ 'a.json': 'x'.repeat(10_000), 'b.json': GOOD_FILES['good/head.json'] })
      return { 'artifact.zip': zip.subarray(0, Math.floor(zip.length * 0.6)) }
    },
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /not a readable zip archive/,
  },
  {
    name: 'zip-corrupt-data',
    what: 'an entry whose deflate data is overwritten, beside an intact one',
    path: 'zip',
    files: () => {
      const zip = buildZip({
        'a.json': 'x'.repeat(100_000),
        'b.json': GOOD_FILES['good/head.json'],
      })
      const [first] = entryOffsets(zip)
      const at = (first?.local ?? 0) + 40
      zip.set(randomBytes(64, 7), at)
      return { 'artifact.zip': zip }
    },
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /cannot be decompressed|CRC-32|inflates to/,
  },
  {
    name: 'zip-lying-headers',
    what: 'local headers that disagree with the central directory, and a declared size too large',
    path: 'zip',
    files: () => {
      const zip = buildZip({ 'a.json': 'y'.repeat(5000), 'b.json': GOOD_FILES['good/head.json'] })
      for (const entry of entryOffsets(zip)) zip.fill(0, entry.local + 14, entry.local + 26)
      return { 'artifact.zip': tamper(zip, 'a.json', { size: 50_000 }) }
    },
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /inflates to 5000 bytes, not the 50000 it declares/,
  },
  {
    name: 'json-deep-unclosed',
    what: 'a JSON document of 100,000 opening brackets that never close',
    path: 'cli',
    files: () => ({ 'deep.json': '['.repeat(100_000) }),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /format not recognised|is not valid JSON/,
  },
  {
    name: 'json-deep-valid',
    what: 'valid JSON nested 100,000 deep where the readers walk it: Julia groups, pytest params',
    path: 'cli',
    files: () => ({
      'julia.json': deepGroups(100_000),
      'pytest.json': `{"benchmarks":[{"name":"t","fullname":"t","params":{"p":${'['.repeat(100_000)}${']'.repeat(100_000)}},"stats":{"rounds":1,"mean":0.5,"median":0.5}}]}`,
    }),
    bounds: { seconds: 3, mebibytes: 250 },
    expect: /nested more than 64 levels deep/,
  },
  {
    name: 'json-15mb-line',
    what: 'a one-line 15 MiB JSON file (under the 16 MiB a file may take): a name 15 MiB long',
    path: 'cli',
    files: () => ({ 'long.json': `[{"name":"${'n'.repeat(15 * MiB)}","unit":"ms","value":1}]` }),
    bounds: { seconds: 6, mebibytes: 450 },
    expect: 'read',
  },
  {
    name: 'text-15mb-line',
    what: 'a 15 MiB line of spaces in a Luau bench file (lazy-regex bait)',
    path: 'cli',
    files: () => ({
      'luau.txt': `SUCCESS: ok : 1.000ms +/- 1.0% on luau\nSUCCESS: a${' '.repeat(15 * MiB)}x\n`,
    }),
    bounds: { seconds: 3, mebibytes: 350 },
    expect: 'read',
  },
  {
    name: 'text-catch2-spaces',
    what: 'a 15 MiB line of spaces in a Catch2 console table (lazy-regex bait)',
    path: 'cli',
    files: () => ({ 'catch2.txt': `${catch2Header}a${' '.repeat(15 * MiB)}x\n` }),
    bounds: { seconds: 3, mebibytes: 250 },
    expect: /holds no benchmark results/,
  },
  {
    name: 'text-criterion-brackets',
    what: "a 15 MiB Criterion line of 1.9 million unclosed ' time: [' (unbounded-bracket bait)",
    path: 'cli',
    files: () => ({
      'criterion.txt': `ok time: [1.0 ns 2.0 ns 3.0 ns]\n${' time: ['.repeat(1_900_000)}\n`,
    }),
    bounds: { seconds: 3, mebibytes: 250 },
    expect: 'read',
  },
  {
    name: 'xml-unclosed-comments',
    what: 'Catch2 XML with 3.75 million unclosed <!-- (15 MiB)',
    path: 'cli',
    files: () => ({
      'catch2.xml': `<Catch2TestRun><BenchmarkResults name="a">${'<!--'.repeat(3.75 * MiB)}`,
    }),
    bounds: { seconds: 3, mebibytes: 250 },
    expect: /XML ends inside/,
  },
  {
    name: 'text-blank-lines',
    what: '7.5 million blank lines before one go test -json event (a ^\\s* regex crossing lines)',
    path: 'cli',
    files: () => ({
      'go.jsonl': `${' \n'.repeat(7.5 * MiB)}{"Action":"output","Output":"BenchmarkA\\t1\\t5 ns/op\\n"}\n`,
    }),
    bounds: { seconds: 6, mebibytes: 700 },
    expect: 'read',
  },
  {
    name: 'numbers-out-of-range',
    what: 'samples of 1e999, -1e999, NaN, Infinity and -5 in hyperfine and custom JSON',
    path: 'cli',
    files: () => ({
      'nums.json':
        '{"results":[{"command":"nums","times":[1e999,-1e999,NaN,Infinity,-Infinity,0.01,0.011]},' +
        '{"command":"neg","times":[-5,0.01]}]}',
      'custom.json':
        '[{"name":"big","unit":"s","value":1e300},{"name":"inf","unit":"ms","value":1e999}]',
    }),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /negative value|out of range|Infinity/,
  },
  {
    name: 'invalid-utf8',
    what: 'a hyperfine file with invalid UTF-8 bytes in a command name',
    path: 'cli',
    files: () => {
      const text = hyperfineFile('bad-utf8-XX', 0.01)
      const bytes = strToU8(text)
      const at = text.indexOf('XX')
      bytes[at] = 0xff
      bytes[at + 1] = 0xc3
      return { 'utf8.json': bytes }
    },
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /is not valid UTF-8/,
  },
  {
    name: 'utf16-no-bom',
    what: 'a hyperfine file in UTF-16 LE without a byte-order mark',
    path: 'cli',
    files: () => ({ 'utf16.json': utf16le(hyperfineFile('utf16', 0.01)) }),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /reads as UTF-16LE/,
  },
  {
    name: 'binary-garbage',
    what: '20 MB of random bytes',
    path: 'cli',
    files: () => ({ 'garbage.json': randomBytes(20 * MiB, 42) }),
    bounds: { seconds: 2, mebibytes: 200 },
    expect: /holds binary data/,
  },
  {
    name: 'format-switch',
    what: 'a file that starts as hyperfine JSON and goes on as go test text',
    path: 'cli',
    files: () => ({
      'switch.json': `${hyperfineFile('half', 0.01)}\nBenchmarkHalf-8   1000   1234 ns/op\nPASS\n`,
    }),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /ambiguous format|after the JSON document/,
  },
  {
    name: 'many-bad-lines',
    what: '200,000 malformed go test result lines',
    path: 'cli',
    files: () => ({
      'bad.txt': 'BenchmarkA-8 1 5 ns/op\n' + 'BenchmarkB-8 1 x ns/op\n'.repeat(200_000),
    }),
    bounds: { seconds: 4, mebibytes: 300 },
    expect: /more problems in this file are not listed/,
  },
  {
    name: 'empty-and-missing',
    what: 'an empty file, a whitespace-only file and a path that matches nothing',
    path: 'cli',
    files: () => ({ 'empty.json': '', 'blank.json': ' \n\t\n' }),
    missing: ['missing/nothing.json'],
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /is empty \(0 bytes\)|holds only whitespace|no file matches/,
  },
  {
    name: 'oversized-file',
    what: 'a 300 MiB (sparse) result file, over the 200 MiB limit for one file',
    path: 'cli',
    files: () => ({ 'huge.json': { sparseBytes: 300 * MiB } }),
    bounds: { seconds: 2, mebibytes: 150 },
    expect: /over the 200 MiB limit for one result file/,
  },
  {
    name: 'action-bad-inputs',
    what: 'the Action with a missing, an empty, a binary, a deep and an unparsable head file beside a good one',
    path: 'action',
    files: () => ({
      'empty.json': '',
      'garbage.json': randomBytes(MiB, 3),
      'deep.json': '['.repeat(100_000),
      'broken.json': '{"results": [{"command": "a", "times": [1,]}]}',
    }),
    missing: ['missing/nothing.json'],
    bounds: { seconds: 3, mebibytes: 200 },
    expect: /is empty|binary data|not valid JSON|not recognised/,
  },
  ...CAPS_CASES,
]
