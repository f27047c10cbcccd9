import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureSource, REPO_ROOT } from '../../test/support/fixtures.js'
import { parseResultFiles, parseText } from './parse-files.js'
import { FORMAT_IDS } from './formats/registry.js'
import type { Diagnostic } from '../model/diagnostic.js'

const README_HINT = 'the format ids are listed under "Harness formats" in the README'

describe('parseText with a format the user named', () => {
  it('says the named format read nothing from a file that is another format, and which', () => {
    const parsed = parseText(fixtureSource('google-benchmark/head.json'), 'go')
    expect(parsed.results).toEqual([])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'fixtures/google-benchmark/head.json',
        location: '',
        message:
          'the format go (go-test-text) read no benchmark results from this file; it looks like google-benchmark-json: set the format to that, or to auto',
      },
    ])
  })

  it("keeps the adapter's own problems after the mismatch", () => {
    const parsed = parseText(fixtureSource('go-test/head.txt'), 'google-benchmark-json')
    expect(parsed.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        'error',
        'the format google-benchmark-json read no benchmark results from this file; it looks like go-test-text: set the format to that, or to auto',
      ],
      ['error', 'holds no JSON object or array'],
    ])
  })

  it('warns, naming the format, when a file of that format holds no results', () => {
    const text = 'goos: linux\ngoarch: amd64\npkg: example.com/x\nPASS\nok  \texample.com/x\t0.1s\n'
    const parsed = parseText({ name: 'bench.txt', text }, 'go-test-text')
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'bench.txt',
        location: '',
        message: 'the format go-test-text read no benchmark results from this file',
      },
    ])
  })

  it('reads the file as usual when the format fits', () => {
    const parsed = parseText(fixtureSource('google-benchmark/head.json'), 'googlecpp')
    expect(parsed.results.length).toBeGreaterThan(0)
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  })

  it('names an unknown format (which the settings refuse first) without a list to cut', () => {
    const parsed = parseText({ name: 'a.json', text: '{}' }, 'googlebench')
    expect(parsed.diagnostics[0]?.message).toBe(`unknown format "googlebench"; ${README_HINT}`)
  })
})

describe('parseResultFiles', () => {
  it('reports the mismatch once per file, not also as "holds no benchmark results"', () => {
    const bytes = new TextEncoder().encode(fixtureSource('google-benchmark/base.json').text)
    const side = parseResultFiles([{ name: 'base.json', bytes }], 'go')
    expect(side.filesRead).toBe(0)
    expect(side.diagnostics.map((d) => `${d.severity}: ${d.file}: ${d.message}`)).toEqual([
      'error: base.json: the format go (go-test-text) read no benchmark results from this file; it looks like google-benchmark-json: set the format to that, or to auto',
    ])
  })

  it('says where to find the format ids when none recognises a file', () => {
    const bytes = new TextEncoder().encode('hello world\n')
    const side = parseResultFiles([{ name: 'notes.txt', bytes }], 'auto')
    expect(side.diagnostics.map((d) => d.message)).toEqual([
      `format not recognised (none of the ${FORMAT_IDS.length} known formats matched); set the format explicitly: ${README_HINT}`,
    ])
  })

  it('reads coloured output as the harness printed it, with diagnostics on the right lines', () => {
    const coloured = fixtureSource('catch2-text/colour.txt').text
    expect(coloured).not.toContain('\x1b')
    const bytes = (text: string) => new TextEncoder().encode(text)
    const side = parseResultFiles(
      [
        {
          name: 'colour.txt',
          bytes: readFileSync(path.join(REPO_ROOT, 'fixtures/catch2-text/colour.txt')),
        },
      ],
      'auto',
    )
    expect(side.diagnostics).toEqual([])
    expect(side.results.map((r) => r.format)).toEqual(Array(5).fill('catch2-text'))
    const json =
      '\x1b[32mRunning\x1b[0m\n\x1b[1mINFO\x1b[0m done\n[{"name":"a","unit":"ms","value":}]\n'
    const broken = parseResultFiles([{ name: 'b.json', bytes: bytes(json) }], 'custom-json')
    expect(broken.diagnostics.map((d) => [d.location, d.message])).toContainEqual([
      'line 3',
      'is not valid JSON: value expected at "}"',
    ])
  })
})

describe('parseResultFiles with byte-identical files on one side', () => {
  const head = readFileSync(path.join(REPO_ROOT, 'fixtures/google-benchmark/head.json'))
  const base = readFileSync(path.join(REPO_ROOT, 'fixtures/google-benchmark/base.json'))
  // These files also warn that the library is a debug build; only the copies matter here.
  const copies = (side: { diagnostics: readonly Diagnostic[] }) =>
    side.diagnostics.filter((d) => d.message.includes('same bytes'))

  it('reads a copy once and warns naming both files (its samples are not counted twice)', () => {
    const once = parseResultFiles([{ name: 'hd/h1.json', bytes: head }], 'auto')
    const side = parseResultFiles(
      [
        { name: 'hd/h1.json', bytes: head },
        { name: 'hd/h2.json', bytes: new Uint8Array(head) },
      ],
      'auto',
    )
    expect(side.results).toEqual(once.results)
    expect(side.filesRead).toBe(1)
    expect(copies(side)).toEqual([
      {
        severity: 'warning',
        file: 'hd/h2.json',
        location: '',
        message:
          'has the same bytes as hd/h1.json: read once, so that its samples are not counted twice (two copies of one result file, or two names for it)',
      },
    ])
  })

  it('still pools files that differ, and says nothing of them', () => {
    const side = parseResultFiles(
      [
        { name: 'a.json', bytes: base },
        { name: 'b.json', bytes: head },
      ],
      'auto',
    )
    expect(side.filesRead).toBe(2)
    expect(copies(side)).toEqual([])
  })

  it('names the first file for each later copy, whatever lies between them', () => {
    const side = parseResultFiles(
      [
        { name: 'a.json', bytes: head },
        { name: 'b.json', bytes: base },
        { name: 'c.json', bytes: head },
        { name: 'd.json', bytes: base },
      ],
      'auto',
    )
    expect(side.filesRead).toBe(2)
    expect(copies(side).map((d) => `${d.file}: ${d.message.split(':')[0]}`)).toEqual([
      'c.json: has the same bytes as a.json',
      'd.json: has the same bytes as b.json',
    ])
  })

  it('leaves empty files to say they are empty, each', () => {
    const empty = new Uint8Array(0)
    const side = parseResultFiles(
      [
        { name: 'a.json', bytes: empty },
        { name: 'b.json', bytes: empty },
      ],
      'auto',
    )
    expect(side.diagnostics.map((d) => d.file)).toEqual(['a.json', 'b.json'])
    expect(side.diagnostics.map((d) => d.message)).not.toContainEqual(
      expect.stringContaining('same bytes'),
    )
  })
})
