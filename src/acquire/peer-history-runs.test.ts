/**
 * github-action-benchmark's history file (`history-file`, `--history data.js`) is held to the
 * limits of any file read whole (docs/security.md "Reading is bounded"): 16 MiB per file and the
 * JSON tree limit, with an error naming the file, and the rest of the run still compared.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ResultFile } from '../model/result-file.js'
import { runCli } from '../shell/run-cli.js'
import { readLocalFiles } from './local-files.js'
import { expandPeerHistory } from './peer-history-runs.js'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-peer-history-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

const MiB = 1024 * 1024
const PREFIX = 'window.BENCHMARK_DATA = '
const entry = (commit: string, date: number, value: number) => ({
  commit: { id: commit },
  date,
  tool: 'customSmallerIsBetter',
  benches: [{ name: 'parse', unit: 'ms', value }],
})
const history = (entries: unknown[]) =>
  `${PREFIX}${JSON.stringify({ lastUpdate: 1, repoUrl: 'x', entries: { Suite: entries } })};\n`

/** A data.js of `bytes` bytes: one good commit, then white space (the JSON stays valid). */
const paddedHistory = (bytes: number) => {
  const text = history([entry('a'.repeat(40), 1, 10)])
  return text.slice(0, -3) + ' '.repeat(bytes - text.length) + '};\n'
}

/** A data.js of 6 MiB whose one suite holds two million empty objects: a 110 MB JSON tree. */
const denseHistory = () =>
  `${PREFIX}{"entries":{"Suite":[${Array.from({ length: 2_000_000 }, () => '{}').join(',')}]}}`

async function expandFile(name: string, text: string) {
  writeFileSync(path.join(dir, name), text)
  const side = await readLocalFiles([name], dir)
  return expandPeerHistory([side], 5)
}

describe('history files past the limits of a file read whole', () => {
  it('reads a data.js within the limits as one run per commit', async () => {
    const runs = await expandFile('data.js', history([entry('b'.repeat(40), 2, 11)]))
    expect(runs.map((r) => r.files.length)).toEqual([1])
    expect(runs[0]?.diagnostics.map((d) => d.message)).toEqual([
      'read as github-action-benchmark history: 1 commit used as earlier base runs, all it has (5 asked for)',
    ])
  })

  it('refuses one over 16 MiB by name, before reading it whole', async () => {
    writeFileSync(path.join(dir, 'data.js'), paddedHistory(17 * MiB))
    const [listed] = (await readLocalFiles(['data.js'], dir)).files
    if (listed?.path === undefined) throw new Error('data.js was not listed')
    // The listed file, with every whole read of it counted (its start is read by path).
    let wholeReads = 0
    const counted: ResultFile = {
      name: listed.name,
      path: listed.path,
      size: 17 * MiB,
      get bytes() {
        wholeReads++
        return listed.bytes
      },
    }
    const runs = expandPeerHistory([{ files: [counted], diagnostics: [] }], 5)
    expect(wholeReads).toBe(0)
    expect(runs).toEqual([
      {
        files: [],
        diagnostics: [
          {
            severity: 'error',
            file: 'data.js',
            location: '',
            message:
              "is 17.0 MiB, over the 16.0 MiB one result file may take to be read whole (docs/security.md); not read: keep fewer commits in it (github-action-benchmark's `max-items-in-chart` input), or pass a copy holding only the newest commits: only as many as the `history` setting asks for are used",
          },
          {
            severity: 'info',
            file: 'data.js',
            location: '',
            message:
              'is a github-action-benchmark history, but no earlier base run was taken from it',
          },
        ],
      },
    ])
  })

  it('refuses one whose JSON tree would pass the tree limit, before parsing it', async () => {
    const runs = await expandFile('data.js', denseHistory())
    expect(runs[0]?.files).toEqual([])
    expect(runs[0]?.diagnostics[0]).toEqual({
      severity: 'error',
      file: 'data.js',
      location: '',
      message:
        "holds more JSON values than one file may: reading it whole would take over 96 MiB of memory (the limit for one JSON text; docs/security.md); not read: keep fewer commits in it (github-action-benchmark's `max-items-in-chart` input), or pass a copy holding only the newest commits: only as many as the `history` setting asks for are used",
    })
  })

  it('compares head with base all the same, and says why the history was not used', async () => {
    const hyperfine = (times: number[]) =>
      JSON.stringify({ results: [{ command: 'parse', times }] })
    writeFileSync(path.join(dir, 'base.json'), hyperfine([0.1, 0.101, 0.102, 0.1, 0.099]))
    writeFileSync(path.join(dir, 'head.json'), hyperfine([0.1, 0.1, 0.101, 0.102, 0.1]))
    writeFileSync(path.join(dir, 'data.js'), denseHistory())
    let stdout = ''
    let stderr = ''
    const exit = await runCli(
      ['compare', '--base', 'base.json', '--head', 'head.json', '--history', 'data.js'].concat([
        '--output',
        'json',
      ]),
      { cwd: dir, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false },
    )
    const report = JSON.parse(stdout) as {
      verdict: { level: string }
      comparisons: { benchmark: string }[]
      diagnostics: { severity: string; file: string; message: string }[]
    }
    expect(stderr).not.toMatch(/bug in bench-verdict|\n\s+at /)
    expect(report.comparisons.map((c) => c.benchmark)).toEqual(['parse'])
    expect(report.verdict.level).not.toBe('error')
    expect(exit).toBe(0)
    expect(
      report.diagnostics.filter((d) => d.file === 'data.js').map((d) => [d.severity, d.message]),
    ).toEqual([
      ['error', expect.stringMatching(/^holds more JSON values than one file may/) as unknown],
      ['info', 'is a github-action-benchmark history, but no earlier base run was taken from it'],
    ])
  })
})
