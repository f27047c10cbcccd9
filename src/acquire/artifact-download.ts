import type { Octokit } from '@octokit/rest'
import { apiStatus } from '../github/api-error.js'
import { abortMessage, deadline, runLimitsOf } from '../github/octokit-client.js'
import { DownloadBudgetError, formatBytes, type DownloadBudget } from './download-budget.js'

/** The artifact can no longer be downloaded: 410 (expired), 404 (deleted), or storage says so. */
export class ArtifactGoneError extends Error {
  override readonly name = 'ArtifactGoneError'
}

const MAX_ZIP_BYTES = 512 * 1024 * 1024
/** Attempts at the signed URL: a reset connection or a lapsed signature gets a fresh URL. */
const DOWNLOAD_ATTEMPTS = 3

/**
 * Downloads one artifact's zip into memory. The API answers 302 with a signed URL; that URL is
 * fetched with `fetchBlob` and without the token (blob storage refuses it, and it must never travel
 * further), and is never logged or put in an error message. Transient storage failures (5xx,
 * network, timeout, a signature that lapsed) are retried with a fresh URL, all within
 * `deadlineMs` and the run's API deadline (docs/security.md): past either, the download stops
 * with a message naming the deadline.
 *
 * With a `budget` (the base and history runs', src/acquire/download-budget.ts), the download is
 * counted before it starts and reads no more bytes than the budget has left.
 *
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
): Promise<Uint8Array> {
  const room = budget ? budget.begin() : Infinity
  const limits = runLimitsOf(octokit)
  const deadlineMs = limits?.downloadDeadlineMs ?? 5 * 60_000
  const own = deadline(
    deadlineMs,
    `the download took longer than its deadline (${deadlineMs / 1000}s, attempts included)`,
  )
  const signal = limits ? AbortSignal.any([own.signal, limits.signal]) : own.signal
  try {
    const zip = await download(octokit, owner, repo, artifactId, fetchBlob, signal, room)
    budget?.spend(zip.byteLength)
    return zip
  } catch (error) {
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
): Promise<Uint8Array> {
  let lastProblem = ''
  for (let attempt = 1; attempt <= DOWNLOAD_ATTEMPTS; attempt++) {
    signal.throwIfAborted()
    const location = await signedLocation(octokit, owner, repo, artifactId)
    if (location instanceof Uint8Array) {
      if (location.byteLength > room) throw overBudget(artifactId, room)
      return location
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
    return await readBounded(blob, artifactId, room)
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

function overBudget(artifactId: number, room: number): DownloadBudgetError {
  return new DownloadBudgetError(
    `artifact ${artifactId} is larger than the ${formatBytes(room)} left of the run's download budget`,
  )
}

/**
 * Reads the body, refusing more than the limit (or than `room`, what the download budget has
 * left) whatever `content-length` claimed.
 */
async function readBounded(blob: Response, artifactId: number, room: number): Promise<Uint8Array> {
  const limit = Math.min(MAX_ZIP_BYTES, room)
  const tooBig = () =>
    room < MAX_ZIP_BYTES
      ? overBudget(artifactId, room)
      : new Error(`artifact ${artifactId} is over the ${MAX_ZIP_BYTES}-byte limit`)
  if (Number(blob.headers.get('content-length') ?? '0') > limit) {
    await blob.body?.cancel()
    throw tooBig()
  }
  if (!blob.body) return new Uint8Array(0)
  const reader = (blob.body as ReadableStream<Uint8Array>).getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel()
      throw tooBig()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
