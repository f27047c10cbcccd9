import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { displayName, leftOutWords, readLocalFiles } from './local-files.js'

const slashes = (p: string) => p.split(path.sep).join('/')

describe('displayName', () => {
  const cwd = path.resolve('/work/repo')

  it('names a file inside the working directory relative to it', () => {
    expect(displayName(path.join(cwd, 'bench-out', 'a.json'), cwd)).toBe('bench-out/a.json')
    // A name that begins with two dots is still inside.
    expect(displayName(path.join(cwd, '..data', 'a.json'), cwd)).toBe('..data/a.json')
  })

  it('names a file outside it by its absolute path, not by ../', () => {
    const outside = path.resolve('/tmp/x/empty.json')
    expect(displayName(outside, cwd)).toBe(slashes(outside))
    const sibling = path.resolve('/work/repo-other/a.json')
    expect(displayName(sibling, cwd)).toBe(slashes(sibling))
  })
})

describe('readLocalFiles', () => {
  it('names the files it reads relative inside cwd and absolute outside', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bv-local-'))
    const cwd = path.join(root, 'repo')
    mkdirSync(path.join(cwd, 'out'), { recursive: true })
    writeFileSync(path.join(cwd, 'out', 'head.json'), '{}')
    const outside = path.join(root, 'elsewhere.json')
    writeFileSync(outside, '{}')
    const read = await readLocalFiles(['out/*.json', outside], cwd)
    expect(read.diagnostics).toEqual([])
    expect(read.files.map((f) => f.name)).toEqual(['out/head.json', slashes(outside)])
  })

  it('lists a file two patterns match once (an overlapping glob such as **/*.json and out/*.json)', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'bv-local-'))
    mkdirSync(path.join(cwd, 'out'))
    writeFileSync(path.join(cwd, 'out', 'a.json'), '{}')
    writeFileSync(path.join(cwd, 'b.json'), '{}')
    const read = await readLocalFiles(['**/*.json', 'out/*.json', './out/a.json'], cwd)
    expect(read.diagnostics).toEqual([])
    expect(read.files.map((f) => f.name).sort()).toEqual(['b.json', 'out/a.json'])
  })

  it('refuses a link to a device and a FIFO before reading them, and reads the rest', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'bv-local-'))
    mkdirSync(path.join(cwd, 'out'))
    writeFileSync(path.join(cwd, 'out', 'a.json'), '{"ok":1}')
    symlinkSync('/dev/zero', path.join(cwd, 'out', 'zero.json'))
    // Opening a FIFO would wait for a writer that never comes: the test would hang, not fail.
    execFileSync('mkfifo', [path.join(cwd, 'out', 'fifo.json')])
    const read = await readLocalFiles(['out/zero.json', 'out/fifo.json', 'out/a.json'], cwd)
    expect(read.files.map((f) => f.name)).toEqual(['out/a.json'])
    const refused =
      'is not a regular file (a device, FIFO or socket, or a link to one); refused before reading'
    expect(read.diagnostics.map((d) => [d.file, d.message])).toEqual([
      ['out/zero.json', refused],
      ['out/fifo.json', refused],
    ])
  })
})

describe('readLocalFiles hands files on unread', () => {
  it('reads a file only when its bytes are asked for, and only while it is as listed', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'bv-lazy-'))
    for (const name of ['a', 'b', 'c', 'd'])
      writeFileSync(path.join(cwd, `${name}.json`), `{"v":"${name}"}`)
    const read = await readLocalFiles(['*.json'], cwd)
    expect(read.files.map((f) => [f.name, f.size])).toEqual([
      ['a.json', 9],
      ['b.json', 9],
      ['c.json', 9],
      ['d.json', 9],
    ])
    // Listed, not read: what is on disk when parse reads it is what it gets.
    writeFileSync(path.join(cwd, 'a.json'), '{"v":"A"}')
    writeFileSync(path.join(cwd, 'b.json'), '{"v":"longer"}')
    rmSync(path.join(cwd, 'c.json'))
    renameSync(path.join(cwd, 'd.json'), path.join(cwd, 'd.moved'))
    execFileSync('mkfifo', [path.join(cwd, 'd.json')])
    const [a, b, c, d] = read.files
    expect(new TextDecoder().decode(a?.bytes)).toBe('{"v":"A"}')
    expect(() => b?.bytes).toThrow(
      'changed from 9 to 14 bytes after it was listed (still being written?); not read',
    )
    expect(() => c?.bytes).toThrow('cannot be read (ENOENT)')
    // A FIFO put in its place is refused without waiting for a writer.
    expect(() => d?.bytes).toThrow(
      'is not a regular file (a device, FIFO or socket, or a link to one); refused before reading',
    )
  })
})

describe('readLocalFiles on many files', () => {
  it('stops at the bytes limit of a side, naming the file that passes it and how many were left', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'bv-side-bytes-'))
    for (let i = 0; i < 10; i++) writeFileSync(path.join(cwd, `r${i}.json`), 'x'.repeat(1000))
    const read = await readLocalFiles(['r*.json'], cwd, 3500)
    expect(read.files.map((f) => f.name)).toEqual(['r0.json', 'r1.json', 'r2.json'])
    expect(read.diagnostics.map((d) => [d.file, d.message])).toEqual([
      [
        'r3.json',
        "brings this side's files past the 3.4 KiB limit for all result files of one side: it and 6 more files of this pattern were left out",
      ],
    ])
  })

  it('words what the bytes limit left out for the last file, one more file and later patterns', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'bv-side-bytes-'))
    for (let i = 0; i < 4; i++) writeFileSync(path.join(cwd, `r${i}.json`), 'x'.repeat(1000))
    writeFileSync(path.join(cwd, 'late.json'), 'x'.repeat(1000))
    const limit = (size: string) =>
      `brings this side's files past the ${size} limit for all result files of one side`
    const lastOfPattern = await readLocalFiles(['r*.json'], cwd, 3500)
    expect(lastOfPattern.files.map((f) => f.name)).toEqual(['r0.json', 'r1.json', 'r2.json'])
    expect(lastOfPattern.diagnostics.map((d) => [d.file, d.message])).toEqual([
      ['r3.json', `${limit('3.4 KiB')}: it was left out`],
    ])
    const oneMore = await readLocalFiles(['r*.json'], cwd, 2500)
    expect(oneMore.diagnostics.map((d) => [d.file, d.message])).toEqual([
      ['r2.json', `${limit('2.4 KiB')}: it and 1 more file of this pattern were left out`],
    ])
    const later = await readLocalFiles(['r*.json', 'late.json'], cwd, 3500)
    expect(later.files.map((f) => f.name)).toEqual(['r0.json', 'r1.json', 'r2.json'])
    expect(later.diagnostics.map((d) => [d.file, d.message])).toEqual([
      ['r3.json', `${limit('3.4 KiB')}: it and every file of the later patterns were left out`],
    ])
  })

  it.each([
    [0, false, 'it was left out'],
    [1, false, 'it and 1 more file of this pattern were left out'],
    [2, false, 'it and 2 more files of this pattern were left out'],
    [9998, false, 'it and 9,998 more files of this pattern were left out'],
    [0, true, 'it and every file of the later patterns were left out'],
    [
      1,
      true,
      'it and 1 more file of this pattern, and every file of the later patterns, were left out',
    ],
  ])('leftOutWords(%i, %s) is "%s"', (more, later, words) => {
    expect(leftOutWords(more, later)).toBe(words)
  })
})

describe('readLocalFiles and links out of the working directory', () => {
  it('refuses a file inside cwd that links outside it, and reads one named outside as named', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bv-link-'))
    const cwd = path.join(root, 'repo')
    mkdirSync(path.join(cwd, 'out'), { recursive: true })
    const secret = path.join(root, 'secret.json')
    writeFileSync(secret, '{"token":"hunter2"}')
    writeFileSync(path.join(cwd, 'out', 'a.json'), '{"ok":1}')
    symlinkSync(secret, path.join(cwd, 'out', 'leak.json'))
    // A link that stays inside is read: a checkout may link one results folder to another.
    symlinkSync(path.join(cwd, 'out', 'a.json'), path.join(cwd, 'same.json'))
    try {
      const read = await readLocalFiles(['out/*.json', 'same.json'], cwd)
      expect(read.files.map((f) => f.name)).toEqual(['out/a.json', 'same.json'])
      expect(read.diagnostics.map((d) => [d.file, d.message])).toEqual([
        [
          'out/leak.json',
          'is a link to a file outside the working directory; refused before reading (name the file itself to read it)',
        ],
      ])
      const named = await readLocalFiles([secret], cwd)
      expect(named.files.map((f) => f.name)).toEqual([slashes(secret)])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('counts what it read of files listed as 0 bytes toward the side, so /proc files cannot read without end', async () => {
    if (process.platform !== 'linux') return
    const cwd = mkdtempSync(path.join(tmpdir(), 'bv-proc-'))
    try {
      // Named outside cwd, so read as named: /proc/self/maps lists 0 bytes but holds a few KiB.
      const read = await readLocalFiles(
        ['/proc/self/maps', '/proc/self/maps', '/proc/self/status'],
        cwd,
        2048,
      )
      // The first read alone passes the 2 KiB the side may hold; the rest is left out.
      expect(read.files).toEqual([])
      expect(read.diagnostics.map((d) => [d.file, d.message])).toEqual([
        [
          '/proc/self/maps',
          "lists 0 bytes but holds more than the 2 KiB left of this side's limit (a pseudo-file such as /proc/…); refused",
        ],
        [
          '/proc/self/maps',
          "brings this side's files past the 2 KiB limit for all result files of one side: it and every file of the later patterns were left out",
        ],
      ])
    } finally {
      rmSync(cwd, { recursive: true, force: true })
    }
  })
})
