import type { Octokit } from '@octokit/rest'
import { open, rm, type FileHandle } from 'node:fs/promises'
import { apiStatus } from '../github/api-error.js'
import { abortMessage, deadline, runLimitsOf } from '../github/octokit-client.js'
import { DownloadBudgetError, formatBytes, type DownloadBudget } from './download-budget.js'
import { runScratch, type ScratchDirectory } from './scratch-directory.js'
import { ZipFile } from './zip-file.js'

/** The artifact can no longer be downloaded: 410 (expired), 404 (deleted), or storage says so. */
export class ArtifactGoneError extends Error {
  override readonly name = 'ArtifactGoneError'
}

const MAX_ZIP_BYTES = 512 * 1024 * 1024
/** Attempts at the signed URL: a reset connection or a lapsed signature gets a fresh URL. */
const DOWNLOAD_ATTEMPTS = 3

/**
 * Downloads one artifact's zip to a file of the run's scratch directory (`scratch`,
 * scratch-directory.ts), chunk by chunk as it streams in, never whole in memory (docs/security.md
 * "Reading is bounded"); the sizes are checked while it streams, and a download that fails or is
 * refused leaves no file behind. The API answers 302 with a signed URL; that URL is
 * fetched with `fetchBlob` and without the token (blob storage refuses it, and it must never travel
 * further), and is never logged or put in an error message. Transient storage failures (5xx,
 * network, timeout, a signature that lapsed) are retried with a fresh URL, all within
 * `deadlineMs` and the run's API deadline (docs/security.md): past either, the download stops
 * with a message naming the deadline.
 *
 * With a `budget` (the base and history runs', src/acquire/download-budget.ts), the download is
 * counted before it starts and reads no more bytes than the budget has left.
 *
 * @returns the zip's file, which stays until `scratch` is removed (the end of the run)
 * @throws ArtifactGoneError for 404/410 answers, so callers can fall back to an older run
 * @throws DownloadBudgetError when the budget is spent before or during the download
 */
export async function downloadArtifactZip(
  octokit: Octokit,
  owner: string,
  repo: string,
  artifactId: number,
  fetchBlob: typeof fetch,
  budget?: DownloadBudget,
  scratch: ScratchDirectory = runScratch,
): Promise<ZipFile> {
  const room = budget ? budget.begin() : Infinity
  const limits = runLimitsOf(octokit)
  const deadlineMs = limits?.downloadDeadlineMs ?? 5 * 60_000
  const own = deadline(
    deadlineMs,
    `the download took longer than its deadline (${deadlineMs / 1000}s, attempts included)`,
  )
  const signal = limits ? AbortSignal.any([own.signal, limits.signal]) : own.signal
  let target: string | undefined
  try {
    target = await scratch.newFile(`artifact-${artifactId}`)
    const size = await download(octokit, owner, repo, artifactId, fetchBlob, signal, room, target)
    budget?.spend(size)
    return new ZipFile(target, size)
  } catch (error) {
    if (target !== undefined) await rm(target, { force: true })
    // Read up to the budget's end: it is spent.
    if (error instanceof DownloadBudgetError) budget?.spend(room)
    if (signal.aborted)
      throw new Error(`artifact ${artifactId}: ${abortMessage(signal)}`, { cause: error })
    throw error
  } finally {
    own.clear()
  }
}

async function download(
  octokit: Octokit,
  owner: string,
  repo: string,
  artifactId: number,
  fetchBlob: typeof fetch,
  signal: AbortSignal,
  room: number,
  target: string,
): Promise<number> {
  let lastProblem = ''
  for (let attempt = 1; attempt <= DOWNLOAD_ATTEMPTS; attempt++) {
    signal.throwIfAborted()
    const location = await signedLocation(octokit, owner, repo, artifactId)
    if (location instanceof Uint8Array) {
      if (location.byteLength > room) throw overBudget(artifactId, room)
      if (location.byteLength > MAX_ZIP_BYTES) throw overLimit(artifactId)
      await writeAll(target, [location])
      return location.byteLength
    }
    let blob: Response
    try {
      blob = await fetchBlob(location, { redirect: 'follow', signal })
    } catch (error) {
      if (signal.aborted) throw error
      lastProblem = `the download failed (${error instanceof Error ? error.message : 'network error'})`
      continue
    }
    if (blob.status === 404 || blob.status === 410)
      throw new ArtifactGoneError(`artifact ${artifactId} is no longer stored`)
    if (!blob.ok) {
      lastProblem = `the download answered HTTP ${blob.status}`
      await blob.body?.cancel()
      continue
    }
    return await writeBounded(blob, artifactId, room, target)
  }
  throw new Error(`artifact ${artifactId}: ${lastProblem}, ${DOWNLOAD_ATTEMPTS} times`)
}

/** The signed URL the API redirects to (or the bytes, should it ever answer with them). */
async function signedLocation(
  octokit: Octokit,
  owner: string,
  repo: string,
  artifactId: number,
): Promise<string | Uint8Array> {
  try {
    const response = await octokit.request(
      'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
      {
        owner,
        repo,
        artifact_id: artifactId,
        archive_format: 'zip',
        request: { redirect: 'manual' },
      },
    )
    const location = response.headers.location
    if (typeof location === 'string' && location !== '') return location
    if (response.data instanceof ArrayBuffer) return new Uint8Array(response.data)
  } catch (error) {
    const status = apiStatus(error)
    if (status === 404 || status === 410)
      throw new ArtifactGoneError(
        `artifact ${artifactId} ${status === 410 ? 'has expired' : 'is gone'} (HTTP ${status})`,
      )
    throw error
  }
  throw new Error(`artifact ${artifactId}: the API gave no download location`)
}

function overLimit(artifactId: number): Error {
  return new Error(`artifact ${artifactId} is over the ${formatBytes(MAX_ZIP_BYTES)} limit`)
}

function overBudget(artifactId: number, room: number): DownloadBudgetError {
  return new DownloadBudgetError(
    `artifact ${artifactId} is larger than the ${formatBytes(room)} left of the run's download budget`,
  )
}

/**
 * Writes the body to `target` as it streams in, refusing more than the limit (or than `room`,
 * what the download budget has left) whatever `content-length` claimed: the first chunk past it
 * stops the download. Returns the bytes written; on any failure the caller removes the file.
 */
async function writeBounded(
  blob: Response,
  artifactId: number,
  room: number,
  target: string,
): Promise<number> {
  const limit = Math.min(MAX_ZIP_BYTES, room)
  const tooBig = () => (room < MAX_ZIP_BYTES ? overBudget(artifactId, room) : overLimit(artifactId))
  if (Number(blob.headers.get('content-length') ?? '0') > limit) {
    await blob.body?.cancel()
    throw tooBig()
  }
  const body = blob.body as ReadableStream<Uint8Array> | null
  if (!body) return await writeAll(target, [])
  const reader = body.getReader()
  let total = 0
  const chunks = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        total += value.byteLength
        if (total > limit) {
          await reader.cancel()
          throw tooBig()
        }
        yield value
      }
    },
  }
  try {
    return await writeAll(target, chunks)
  } finally {
    // A write that failed (a full disk) must not leave the connection reading.
    if (total <= limit) await reader.cancel().catch(() => undefined)
  }
}

/** Writes `chunks` to a new file at `target` (mode 0600, refused if it exists); returns the bytes. */
async function writeAll(
  target: string,
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): Promise<number> {
  let file: FileHandle | undefined
  let written = 0
  try {
    file = await open(target, 'wx', 0o600)
    for await (const chunk of chunks) {
      let at = 0
      while (at < chunk.byteLength) {
        const { bytesWritten } = await file.write(chunk, at, chunk.byteLength - at)
        at += bytesWritten
      }
      written += chunk.byteLength
    }
    return written
  } finally {
    await file?.close()
  }
}
