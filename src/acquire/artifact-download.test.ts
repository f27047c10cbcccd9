/**
 * Artifact downloads go to a file of the run's private scratch directory and are read back by
 * offset (docs/security.md "Reading is bounded"), against the loopback fake GitHub.
 */
import { randomBytes } from 'node:crypto'
import * as fs from 'node:fs'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  faults,
  seedScenario,
  startFakeGitHub,
  type FakeGitHub,
} from '../../test/fakes/github-api/index.js'
import { buildZip } from '../../test/hostile/zip-bytes.js'
import { createOctokit } from '../github/octokit-client.js'
import { UnreadableFile } from '../model/result-file.js'
import { downloadArtifactZip } from './artifact-download.js'
import { DownloadBudget, DownloadBudgetError } from './download-budget.js'
import { ScratchDirectory, scratchParent } from './scratch-directory.js'
import { unzipResults } from './unzip-results.js'
import { ZipFile, type ZipFileSystem } from './zip-file.js'

let fake: FakeGitHub
let parent: string
let scratch: ScratchDirectory

beforeEach(async () => {
  fake = await startFakeGitHub()
  parent = mkdtempSync(path.join(tmpdir(), 'bench-verdict-scratch-test-'))
  scratch = new ScratchDirectory(() => parent)
})

afterEach(async () => {
  scratch.remove()
  rmSync(parent, { recursive: true, force: true })
  await fake.close()
})

const RESULT = '{"results":[{"command":"sleep","times":[0.1,0.11,0.12]}]}'
/** 8 MiB that no harness writes (never decompressed) beside one small result file. */
const PROFILE_BYTES = 8 * 1024 * 1024

function artifactWith(zip: Uint8Array, sizeInBytes?: number) {
  const scenario = seedScenario(fake, { baseFiles: { 'results.json': RESULT }, history: 0 })
  const artifact = fake.addArtifact(scenario.baseRun.id, {
    name: 'bench-big',
    zip,
    ...(sizeInBytes === undefined ? {} : { size_in_bytes: sizeInBytes }),
  })
  const octokit = createOctokit(scenario.token, fake.url, () => undefined, {
    requestTimeoutMs: 5000,
    retryBaseMs: 10,
    maxRateLimitWaitSeconds: 0,
    callDeadlineMs: 20_000,
    runDeadlineMs: 60_000,
    downloadDeadlineMs: 20_000,
  })
  const download = (budget?: DownloadBudget) =>
    downloadArtifactZip(octokit, 'octo-org', 'bench-demo', artifact.id, fetch, budget, scratch)
  return { download }
}

const bigZip = () =>
  buildZip({
    'trace/profile.bin': { data: randomBytes(PROFILE_BYTES), level: 0 },
    'results.json': RESULT,
  })

/** node:fs, recording the length of every read. */
function countingFs(): ZipFileSystem & { reads: number[] } {
  const reads: number[] = []
  return {
    reads,
    openSync: (p, flags) => fs.openSync(p, flags),
    closeSync: (fd) => {
      fs.closeSync(fd)
    },
    readSync: (fd, buffer, offset, length, position) => {
      reads.push(length)
      return fs.readSync(fd, buffer, offset, length, position)
    },
    constants: fs.constants,
  }
}

describe('downloadArtifactZip', () => {
  it('writes the zip to a file of a private directory, not to memory', async () => {
    const zip = bigZip()
    const file = await artifactWith(zip).download()
    expect(file).toBeInstanceOf(ZipFile)
    expect(file.size).toBe(zip.byteLength)
    expect(path.dirname(file.path)).toBe(scratch.path)
    expect(path.dirname(scratch.path ?? '')).toBe(parent)
    expect(Buffer.compare(readFileSync(file.path), zip)).toBe(0)
    if (process.platform !== 'win32') {
      expect(statSync(scratch.path ?? '').mode & 0o777).toBe(0o700)
      expect(statSync(file.path).mode & 0o777).toBe(0o600)
    }
  })

  it('reads the result files back by offset: never the whole zip, nor its other members', async () => {
    const downloaded = await artifactWith(bigZip()).download()
    const files = countingFs()
    const { files: results, diagnostics } = unzipResults(
      new ZipFile(downloaded.path, downloaded.size, files),
      'bench-big',
    )
    expect(diagnostics).toEqual([])
    expect(results.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ['bench-big/results.json', RESULT],
    ])
    // The end record's 64 KiB, the directory's window, the local header, the entry's data.
    expect(Math.max(...files.reads)).toBeLessThanOrEqual(22 + 0xffff)
    expect(files.reads.reduce((a, b) => a + b, 0)).toBeLessThan(4 * 64 * 1024)
  })

  it('leaves no file behind when the download passes the budget while it streams', async () => {
    const zip = bigZip()
    // The listing claims 100 bytes; the budget has room for half the zip.
    const budget = new DownloadBudget({ maxDownloads: 10, maxBytes: zip.byteLength / 2 })
    await expect(artifactWith(zip, 100).download(budget)).rejects.toThrow(DownloadBudgetError)
    expect(readdirSync(scratch.path ?? '')).toEqual([])
  })

  it('leaves no file behind when every attempt at the download fails', async () => {
    const { download } = artifactWith(bigZip())
    fake.injectFault({ path: /^\/_blob\//, times: Infinity, ...faults.networkReset() })
    await expect(download()).rejects.toThrow(/the download failed .*, 3 times$/)
    expect(readdirSync(scratch.path ?? '')).toEqual([])
  })

  it('names the file when its zip is gone by the time parse reads it', async () => {
    const downloaded = await artifactWith(bigZip()).download()
    const [file] = unzipResults(downloaded, 'bench-big').files
    rmSync(downloaded.path)
    expect(() => file?.bytes).toThrow(UnreadableFile)
    expect(() => file?.bytes).toThrow(
      "cannot be read back from the run's temporary directory (ENOENT)",
    )
  })
})

describe('ScratchDirectory', () => {
  it('is made on the first file, under RUNNER_TEMP when set, and removed with its files', async () => {
    expect(scratchParent({ RUNNER_TEMP: '/runner/_temp' })).toBe('/runner/_temp')
    expect(scratchParent({ RUNNER_TEMP: '' })).toBe(tmpdir())
    expect(scratchParent({})).toBe(tmpdir())
    expect(scratch.path).toBeUndefined()
    const first = await scratch.newFile('artifact-1')
    const second = await scratch.newFile('artifact-1')
    expect(first).not.toBe(second)
    expect(path.basename(first)).toBe('artifact-1-1.zip')
    fs.writeFileSync(first, 'zip')
    fs.writeFileSync(second, 'zip')
    const dir = scratch.path ?? ''
    expect(path.basename(dir)).toMatch(/^bench-verdict-artifacts-/)
    scratch.remove()
    expect(fs.existsSync(dir)).toBe(false)
    expect(scratch.path).toBeUndefined()
    scratch.remove()
    expect(readdirSync(parent)).toEqual([])
  })

  it('makes one directory for files asked for at once, and leaves none when removed meanwhile', async () => {
    const [a, b] = await Promise.all([scratch.newFile('a'), scratch.newFile('b')])
    expect(path.dirname(a)).toBe(path.dirname(b))
    expect(readdirSync(parent)).toHaveLength(1)
    scratch.remove()
    const pending = scratch.newFile('c')
    scratch.remove()
    const c = await pending
    expect(fs.existsSync(path.dirname(c))).toBe(false)
    expect(scratch.path).toBeUndefined()
    expect(readdirSync(parent)).toEqual([])
  })

  it('keeps path separators and dots of a stem out of the file name', async () => {
    expect(path.basename(await scratch.newFile('../../etc/x'))).toBe('______etc_x-1.zip')
  })
})
