/**
 * A side's files are read one at a time from acquisition to parse (docs/architecture.md §1): a
 * lazy file's bytes are read when parse gets to it, its results are kept (the side's caps see
 * them), and only then is the next file read. Shown by order of events, not by timing or memory.
 */
import { describe, expect, it, vi } from 'vitest'
import { UnreadableFile, type ResultFile } from '../model/result-file.js'
import { parseOwnedFiles, parseResultFiles } from './parse-files.js'
import { MAX_PARSED_FILE_BYTES } from './sides/side-caps.js'

const events = vi.hoisted(() => [] as string[])

vi.mock('./sides/side-caps.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./sides/side-caps.js')>()
  class RecordingCaps extends actual.SideCaps {
    override keep(
      ...args: Parameters<InstanceType<typeof actual.SideCaps>['keep']>
    ): ReturnType<InstanceType<typeof actual.SideCaps>['keep']> {
      events.push(`keep ${args[1]}`)
      return super.keep(...args)
    }
  }
  return { ...actual, SideCaps: RecordingCaps }
})

/** hyperfine JSON of one benchmark `name`, as a lazy file that records each read. */
function lazyFile(name: string, text: string, fail?: string): ResultFile {
  const bytes = new TextEncoder().encode(text)
  return {
    name,
    size: bytes.byteLength,
    get bytes() {
      events.push(`read ${name}`)
      if (fail !== undefined) throw new UnreadableFile(fail)
      return bytes.slice()
    },
  }
}

const hyperfine = (command: string) =>
  JSON.stringify({ results: [{ command, times: [0.0011, 0.0012, 0.0013] }] })

describe('reading a side one file at a time', () => {
  it('reads file N+1 only after the results of file N were kept, and each file once', () => {
    events.length = 0
    const files = ['a', 'b', 'c', 'd'].map((n) => lazyFile(`out/${n}.json`, hyperfine(n)))
    const side = parseResultFiles(files, 'auto')
    expect(side.results.map((r) => r.benchmark.name)).toEqual(['a', 'b', 'c', 'd'])
    expect(events).toEqual([
      'read out/a.json',
      'keep out/a.json',
      'read out/b.json',
      'keep out/b.json',
      'read out/c.json',
      'keep out/c.json',
      'read out/d.json',
      'keep out/d.json',
    ])
    // At most one file's text is alive at any moment: every read is kept before the next read.
    let alive = 0
    let most = 0
    for (const event of events) {
      alive += event.startsWith('read') ? 1 : -1
      most = Math.max(most, alive)
    }
    expect(most).toBe(1)
  })

  it('reads nothing of a lazy file until parse gets to it, and lets go of it after', () => {
    events.length = 0
    const files = [lazyFile('x.json', hyperfine('x')), lazyFile('y.json', hyperfine('y'))]
    expect(events).toEqual([])
    const side = parseOwnedFiles(files, 'hyperfine-json')
    expect(side.results).toHaveLength(2)
    // The owned list now holds names only: nothing keeps a file's data once it was parsed.
    expect(files.map((f) => [f.name, f.bytes.byteLength, f.size])).toEqual([
      ['x.json', 0, undefined],
      ['y.json', 0, undefined],
    ])
  })

  it('names a file that can no longer be read and still reads the others', () => {
    events.length = 0
    const files = [
      lazyFile('gone.json', hyperfine('gone'), 'cannot be read (ENOENT)'),
      lazyFile('here.json', hyperfine('here')),
    ]
    const side = parseResultFiles(files, 'auto')
    expect(side.results.map((r) => r.benchmark.name)).toEqual(['here'])
    expect(side.diagnostics).toEqual([
      { severity: 'error', file: 'gone.json', location: '', message: 'cannot be read (ENOENT)' },
    ])
  })

  it('reads a file a multi-file set may claim ahead, to group it, and parses the set together', () => {
    events.length = 0
    const dir = 'target/criterion/crc/new'
    const files = [
      lazyFile('before.json', hyperfine('before')),
      lazyFile(`${dir}/benchmark.json`, JSON.stringify({ full_id: 'crc', throughput: null })),
      lazyFile(`${dir}/sample.json`, JSON.stringify({ iters: [1, 2], times: [10, 22] })),
    ]
    const side = parseResultFiles(files, 'auto')
    expect(side.results.map((r) => r.benchmark.name)).toEqual(['before', 'crc'])
    expect(events).toEqual([
      // Grouping: only the names Criterion may claim are read ahead.
      `read ${dir}/benchmark.json`,
      `read ${dir}/sample.json`,
      'read before.json',
      'keep before.json',
      `read ${dir}/benchmark.json`,
      `read ${dir}/sample.json`,
      `keep ${dir}/benchmark.json`,
    ])
  })
})

describe('a file too large to be read whole', () => {
  it('is refused by name after its size, before it is decoded, and the others are read', () => {
    const big = new Uint8Array(MAX_PARSED_FILE_BYTES + 1).fill(32)
    const files: ResultFile[] = [
      { name: 'big.json', size: big.byteLength, bytes: big },
      { name: 'small.json', bytes: new TextEncoder().encode(hyperfine('small')) },
    ]
    const side = parseResultFiles(files, 'auto')
    expect(side.results.map((r) => r.benchmark.name)).toEqual(['small'])
    expect(side.diagnostics.map((d) => [d.file, d.message])).toEqual([
      [
        'big.json',
        'is 16.0 MiB, over the 16.0 MiB one result file may take to be read whole (docs/security.md); not read: split the results over several files',
      ],
    ])
  })
})
