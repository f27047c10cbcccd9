import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  buildZip,
  entryOffsets,
  manyEntriesClaim,
  overlappingZip,
  tamper,
} from '../../test/hostile/zip-bytes.js'
import { UnreadableFile } from '../model/result-file.js'
import { unzipResults } from './unzip-results.js'
import { bufferSource } from './zip-archive.js'
import { ZipFile, type ZipFileSystem } from './zip-file.js'

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])))

describe('unzipResults', () => {
  it('reads result files in memory, sorted, named after the artifact', () => {
    const { files, diagnostics } = unzipResults(
      zip({ 'b/head.json': '{"b":1}', 'a.txt': 'x', 'run.sh': 'rm -rf /' }),
      'bench-results',
    )
    expect(diagnostics).toEqual([])
    expect(files.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ['bench-results/a.txt', 'x'],
      ['bench-results/b/head.json', '{"b":1}'],
    ])
  })

  it('skips entries with .. or absolute paths and says so', () => {
    const { files, diagnostics } = unzipResults(
      zip({ '../evil.json': '{}', '/abs.json': '{}', 'ok.json': '{}' }),
      'art',
    )
    expect(files.map((f) => f.name)).toEqual(['art/ok.json'])
    expect(diagnostics.map((d) => d.file)).toEqual(['art/../evil.json', 'art//abs.json'])
  })

  it('refuses an archive with too many entries', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.json`, '{}']))
    const { files, diagnostics } = unzipResults(zip(many), 'art', {
      maxEntries: 10,
      maxFileBytes: 1e6,
      maxTotalBytes: 1e6,
    })
    expect(files).toEqual([])
    expect(diagnostics.at(-1)?.message).toBe('holds more than 10 entries; refused')
  })

  it('skips files over the size limit', () => {
    const { files, diagnostics } = unzipResults(
      zip({ 'big.json': 'x'.repeat(5000), 'small.json': '{}' }),
      'art',
      { maxEntries: 10, maxFileBytes: 1000, maxTotalBytes: 1e6 },
    )
    expect(files.map((f) => f.name)).toEqual(['art/small.json'])
    expect(diagnostics[0]?.message).toBe(
      'unpacks to 5,000 bytes, over the artifact limits; skipped',
    )
  })

  it('reports a corrupt archive instead of throwing', () => {
    const { files, diagnostics } = unzipResults(new Uint8Array([1, 2, 3, 4]), 'art')
    expect(files).toEqual([])
    expect(diagnostics[0]?.message).toMatch(/^is not a readable zip archive/)
  })

  it('reads valgrind profiles named callgrind.out.<pid>, and nothing without a result name', () => {
    const { files } = unzipResults(
      zip({ 'prof/callgrind.out.4242': 'events: Ir', 'bin/tool': 'ELF', 'notes.md': '# x' }),
      'art',
    )
    expect(files.map((f) => f.name)).toEqual(['art/prof/callgrind.out.4242'])
  })

  it('reads the part files of callgrind dumps and the thread files of --separate-threads', () => {
    const names = ['callgrind.out.77-02', 'callgrind.out.77.1', 'callgrind.out.77.2-01']
    const { files } = unzipResults(
      zip(Object.fromEntries(names.map((n) => [n, 'events: Ir']))),
      'a',
    )
    expect(files.map((f) => f.name)).toEqual(names.map((n) => `a/${n}`))
  })
})

describe('unzipResults when reading the zip fails', () => {
  const refusing: ZipFileSystem = {
    openSync: () => {
      throw Object.assign(new Error("EACCES: permission denied, open '/tmp/x.zip'"), {
        code: 'EACCES',
      })
    },
    readSync: () => 0,
    closeSync: () => undefined,
    constants: { O_RDONLY: 0 },
  }

  /** `zip` in memory, whose reads throw `error` once `broken` is set. */
  const breakable = (zip: Uint8Array, error: Error) => {
    const inner = bufferSource(zip)
    const source = {
      broken: false,
      size: inner.size,
      read: (position: number, length: number) => {
        if (source.broken) throw error
        return inner.read(position, length)
      },
    }
    return source
  }

  it("names the file system's refusal as a problem of the run's temporary directory", () => {
    const { files, diagnostics } = unzipResults(new ZipFile('/tmp/x.zip', 100, refusing), 'art')
    expect(files).toEqual([])
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        file: 'art',
        location: '',
        message: "could not be read back from the run's temporary directory (EACCES)",
      },
    ])
  })

  it('keeps the own message of a fault that is not the file system', () => {
    const source = breakable(zip({ 'a.json': '{}' }), new RangeError('offset is out of range'))
    source.broken = true
    const { files, diagnostics } = unzipResults(source, 'art')
    expect(files).toEqual([])
    expect(diagnostics.map((d) => d.message)).toEqual([
      'could not be unpacked (offset is out of range)',
    ])
  })

  it("names a listed entry's later fault by its own message, not as a disk problem", () => {
    const source = breakable(zip({ 'a.json': '{}' }), new Error('the source was closed'))
    const [file] = unzipResults(source, 'art').files
    expect(file?.name).toBe('art/a.json')
    source.broken = true
    expect(() => file?.bytes).toThrow(UnreadableFile)
    expect(() => file?.bytes).toThrow('cannot be read (the source was closed)')
  })
})

describe('unzipResults on hostile archives', () => {
  const good = '[{"name":"a","unit":"ms","value":1}]'
  const bomb = new Uint8Array(4 * 1024 * 1024)
  const read = (archive: Uint8Array) => {
    const { files, diagnostics } = unzipResults(archive, 'art')
    return {
      files: files.map((f) => [f.name, f.bytes.length]),
      problems: diagnostics.map((d) => `${d.file}: ${d.message}`),
    }
  }

  it('stops inflating at the declared size when the header understates it', () => {
    const archive = tamper(
      buildZip({ 'bomb.json': { data: bomb }, 'good.json': good }),
      'bomb.json',
      {
        size: 10,
      },
    )
    expect(read(archive)).toEqual({
      files: [['art/good.json', good.length]],
      problems: [
        'art/bomb.json: inflates to more than the 10 bytes it declares (a zip bomb or a corrupt archive); skipped',
      ],
    })
  })

  it('refuses an entry that inflates to less than its header declares', () => {
    const archive = tamper(buildZip({ 'a.json': good }), 'a.json', { size: 1000 })
    expect(read(archive).problems).toEqual([
      `art/a.json: inflates to ${good.length} bytes, not the 1000 it declares (corrupt archive); skipped`,
    ])
  })

  it('refuses a stored entry whose sizes disagree', () => {
    const archive = tamper(buildZip({ 'a.json': { data: good, level: 0 } }), 'a.json', {
      size: 5,
    })
    expect(read(archive).problems).toEqual([
      `art/a.json: stores ${good.length} bytes but declares 5 (corrupt archive); skipped`,
    ])
  })

  it('refuses an entry whose data fails its checksum, and still reads the others', () => {
    const archive = tamper(buildZip({ 'a.json': good, 'b.json': good }), 'a.json', { crc: 1 })
    expect(read(archive)).toEqual({
      files: [['art/b.json', good.length]],
      problems: ['art/a.json: does not match its CRC-32 checksum (corrupt archive); skipped'],
    })
  })

  it('refuses an entry whose deflate data is corrupt, and still reads the others', () => {
    const archive = buildZip({ 'a.json': 'x'.repeat(5000), 'b.json': good })
    const [first] = entryOffsets(archive)
    archive.fill(0xff, (first?.local ?? 0) + 40, (first?.local ?? 0) + 48)
    const result = read(archive)
    expect(result.files).toEqual([['art/b.json', good.length]])
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toMatch(/^art\/a\.json: (cannot be decompressed|does not match)/)
  })

  it('refuses symbolic links, duplicate names and encrypted or unknown compression', () => {
    const archive = tamper(
      buildZip({
        'link.json': { data: '/etc/passwd', mode: 0o120777 },
        'a.json': good,
        'b.json': good,
      }),
      'b.json',
      { name: 'a.json' },
    )
    expect(read(archive)).toEqual({
      files: [['art/a.json', good.length]],
      problems: [
        'art/link.json: is a symbolic link in the artifact; skipped',
        'art/a.json: appears more than once in the artifact; only the first copy was considered',
      ],
    })
  })

  it('refuses entries that share compressed data (the overlapping-entries zip bomb)', () => {
    const result = read(overlappingZip(bomb, 50))
    expect(result.files).toEqual([])
    expect(result.problems).toHaveLength(50)
    expect(result.problems[0]).toBe(
      "art/000000.json: overlaps another entry's data (a zip bomb pattern or a corrupt archive); skipped",
    )
  })

  it('refuses an archive that declares more entries than the limit before reading any', () => {
    expect(read(manyEntriesClaim(65_535)).problems).toEqual([
      'art: holds more than 10000 entries; refused',
    ])
  })

  it('reports a truncated archive and an entry pointing outside it', () => {
    const archive = buildZip({ 'a.json': good, 'b.json': good })
    expect(read(archive.subarray(0, archive.length - 30)).problems).toEqual([
      'art: is not a readable zip archive (no end-of-central-directory record: truncated, or not a zip)',
    ])
    const outside = tamper(archive, 'a.json', { localHeaderOffset: 0x7fffffff })
    expect(read(outside)).toEqual({
      files: [['art/b.json', good.length]],
      problems: [
        'art/a.json: has no local header where the central directory points (corrupt archive); skipped',
      ],
    })
  })
})
