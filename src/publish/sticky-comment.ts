import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { apiStatus } from '../github/api-error.js'
import type { CommentPort, ExistingComment } from '../model/ports.js'

/** Hidden marker; `key` lets several bench-verdict jobs keep separate comments on one PR. */
export function stickyMarker(key: string): string {
  return `<!-- bench-verdict:${sanitizeKey(key)} -->`
}

/** Hidden line that holds a hash of the verdict and table, for `comment: on-change`. */
export function contentHashLine(hash: string): string {
  return `<!-- bench-verdict-hash:${hash} -->`
}

/** Hidden line naming the run that produced the head results and the head SHA they are for. */
export function producerLine(producer: Producer): string {
  return `<!-- bench-verdict-run:${producer.runId}:${producer.headSha} -->`
}

/** Keys come from workflow and job names (untrusted): keep them inert inside an HTML comment. */
function sanitizeKey(key: string): string {
  return key.replace(/[^A-Za-z0-9._/:=@+-]/g, '_').slice(0, 200)
}

/** The workflow run whose head results a comment shows. Run ids grow in creation order. */
export interface Producer {
  readonly runId: number
  readonly headSha: string
}

/**
 * The run that holds the token and writes the comment (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT) and its
 * workflow file (`.github/workflows/bench.yml`, from GITHUB_WORKFLOW_REF). Written into the
 * comment's id line, and checked against GitHub's record of the run (docs/security.md).
 */
export interface Writer {
  readonly workflowPath: string
  readonly runId: number
  readonly runAttempt: number
  /**
   * The `comment-signing-key` input, a repository secret: the id line's digest is then an
   * HMAC-SHA256 under it, which nothing without the secret can compute (docs/security.md).
   */
  readonly signingKey?: string
}

/** What a comment's id line claims: the run (and attempt) that last wrote it. */
export interface WriterClaim {
  readonly runId: number
  readonly runAttempt: number
}

/**
 * Whether GitHub's record of the claimed run makes it possible that this run wrote the comment:
 * a run of `writer.workflowPath` in this repository, running when the comment was last written.
 * Throws when the record cannot be read (never guess either way).
 */
export type WriterCheck = (claim: WriterClaim, comment: ExistingComment) => Promise<boolean>

/** The hidden header lines a comment may carry after its marker, by kind. */
export interface StickyHeader {
  readonly hash?: string
  readonly run?: Producer
  readonly id?: WriterClaim & { readonly digest: string; readonly signed: string }
  /** Everything after the header. */
  readonly rest: string
}

const HEADER_LINE = /^<!-- bench-verdict-(hash|run|id):([0-9A-Za-z.:]{1,100}) -->$/

/**
 * The hidden lines right after `marker` on the comment's first line, up to the first line that is
 * not one; undefined when the first line is not `marker` or a kind repeats. Only this header is
 * read: the rendered body below it holds names from artifacts, which can spell any hidden line
 * (docs/security.md), so a hash or run line further down is text, never a claim.
 */
export function parseHeader(body: string, marker: string): StickyHeader | undefined {
  const lines = body.split('\n')
  if (lines[0] !== marker) return undefined
  const found: {
    hash?: string
    run?: Producer
    id?: WriterClaim & { digest: string; signed: string }
  } = {}
  let index = 1
  for (; index < lines.length; index++) {
    const line = HEADER_LINE.exec(lines[index] ?? '')
    if (!line) break
    const [, kind, value = ''] = line
    if (kind !== undefined && kind in found) return undefined
    if (kind === 'hash') {
      if (!/^[0-9a-f]{16}$/.test(value)) return undefined
      found.hash = value
    } else if (kind === 'run') {
      const run = /^(\d{1,16}):([0-9a-f]{1,64})$/.exec(value)
      if (!run) return undefined
      found.run = { runId: Number(run[1]), headSha: run[2] ?? '' }
    } else {
      const id = /^(\d{1,16})\.(\d{1,6}):([0-9a-f]{32})$/.exec(value)
      if (!id) return undefined
      found.id = {
        runId: Number(id[1]),
        runAttempt: Number(id[2]),
        digest: id[3] ?? '',
        signed: lines.slice(index + 1).join('\n'),
      }
    }
  }
  return { ...found, rest: lines.slice(index).join('\n') }
}

/**
 * The id line: the writing run and a digest binding it to the marker, the workflow file and
 * everything after the id line (`rest`), so a header copied onto another body, key or workflow does not check out.
 * Without `writer.signingKey` the digest is SHA-256 and not a secret: what a fork cannot forge is
 * GitHub's record of the run. With it, the digest is HMAC-SHA256 (RFC 2104) under the key, so only
 * a holder of the secret can write an id line that checks (docs/security.md).
 */
export function idLine(marker: string, writer: Writer, rest: string): string {
  const claim = `${writer.runId}.${writer.runAttempt}`
  return `<!-- bench-verdict-id:${claim}:${idDigest(marker, writer, claim, rest)} -->`
}

/** 32 hex digits (128 bits) of SHA-256, or of HMAC-SHA256 under the writer's signing key. */
function idDigest(marker: string, writer: Writer, claim: string, rest: string): string {
  const { signingKey } = writer
  const plain = signingKey === undefined
  const text = [
    plain ? 'bench-verdict-id/1' : 'bench-verdict-id/hmac-1',
    marker,
    writer.workflowPath,
    claim,
    rest,
  ].join('\n')
  const digest = plain ? createHash('sha256') : createHmac('sha256', signingKey)
  return digest.update(text).digest('hex').slice(0, 32)
}

export interface UpsertOptions {
  /** Who writes now; goes into the id line. */
  readonly writer: Writer
  /** Checks the id line of a comment this run did not write (GitHub's record of runs). */
  readonly checkWriter: WriterCheck
  /** Leave the comment alone when it already carries this content hash (`comment: on-change`). */
  readonly skipIfHashMatches?: string
  /** Never overwrite a comment a newer run wrote for another head SHA (docs/comment.md, test/field-cases.md F22). */
  readonly producer?: Producer
}

export interface StickyResult {
  readonly comment: ExistingComment
  /** `stale`: a newer run already wrote the comment for a newer head; it was left as it is. */
  readonly action: 'created' | 'updated' | 'unchanged' | 'stale'
  /** Duplicates removed after concurrent runs created more than one. */
  readonly removed: number
  /** Comments with the marker that this workflow's runs did not write: never adopted or deleted. */
  readonly foreign: readonly ExistingComment[]
}

/**
 * Creates or updates the one comment carrying `marker` that this workflow wrote (docs/comment.md,
 * docs/security.md). A comment is ours when its header is whole and its id line checks out: the
 * digest matches (an HMAC under `writer.signingKey` when there is one), and the run it names is
 * this run or, by `checkWriter`, a run of this workflow that was running when the comment was last
 * written. Other comments with the marker (forged, signed with another key or none, or
 * written by a version without id lines) are returned as `foreign`: never updated, never deleted,
 * never taken as the verdict. After creating, lists again: when concurrent runs created several,
 * every run keeps the oldest of ours, updates it and deletes the rest of ours (a duplicate another
 * run deleted first is fine), so any number of racing runs converge to one comment. `body` holds
 * the hidden hash and producer lines, then the text; the marker and the id line are put first.
 */
export async function upsertStickyComment(
  port: CommentPort,
  marker: string,
  body: string,
  options: UpsertOptions,
): Promise<StickyResult> {
  const written = new Set<number>()
  const full = (text: string) => `${marker}\n${idLine(marker, options.writer, text)}\n${text}`
  const sort = async () =>
    await sortComments(await port.listOwnComments(marker), marker, options, written)
  const first = await sort()
  const [oldest] = first.ours
  if (oldest) {
    const removed = await removeDuplicates(port, first.ours)
    const result = await refresh(port, oldest, full(body), options)
    return { ...result, removed, foreign: first.foreign }
  }
  const created = await port.create(full(body))
  written.add(created.id)
  const after = await sort()
  const removed = await removeDuplicates(port, after.ours)
  const [keep] = after.ours
  const foreign = after.foreign
  if (!keep || keep.id === created.id)
    return { comment: created, action: 'created', removed, foreign }
  return { ...(await refresh(port, keep, full(body), options)), removed, foreign }
}

/** The marker's comments, split into ours (oldest first, by creation time, then id) and foreign. */
async function sortComments(
  comments: readonly ExistingComment[],
  marker: string,
  options: UpsertOptions,
  written: ReadonlySet<number>,
): Promise<{ ours: ExistingComment[]; foreign: ExistingComment[] }> {
  const ours: ExistingComment[] = []
  const foreign: ExistingComment[] = []
  for (const comment of comments) {
    if (!comment.body.startsWith(marker)) continue
    const mine = written.has(comment.id) || (await writtenByUs(comment, marker, options))
    ;(mine ? ours : foreign).push(comment)
  }
  ours.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)
  return { ours, foreign }
}

async function writtenByUs(
  comment: ExistingComment,
  marker: string,
  options: UpsertOptions,
): Promise<boolean> {
  const header = parseHeader(comment.body, marker)
  if (!header?.id) return false
  const { writer } = options
  const claim = `${header.id.runId}.${header.id.runAttempt}`
  if (!sameDigest(header.id.digest, idDigest(marker, writer, claim, header.id.signed))) return false
  if (header.id.runId === writer.runId && header.id.runAttempt === writer.runAttempt) return true
  return await options.checkWriter(header.id, comment)
}

/** Compared in constant time: with a signing key the digest is a MAC. */
function sameDigest(claimed: string, expected: string): boolean {
  const a = Buffer.from(claimed)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

async function refresh(
  port: CommentPort,
  comment: ExistingComment,
  full: string,
  options: UpsertOptions,
): Promise<Omit<StickyResult, 'removed' | 'foreign'>> {
  const header = parseHeader(comment.body, stickyLine(full))
  if (options.producer && header?.run && writtenByNewerRun(header.run, options.producer))
    return { comment, action: 'stale' }
  if (
    comment.body === full ||
    (options.skipIfHashMatches !== undefined && header?.hash === options.skipIfHashMatches)
  )
    return { comment, action: 'unchanged' }
  return { comment: await port.update(comment.id, full), action: 'updated' }
}

const stickyLine = (full: string) => full.slice(0, full.indexOf('\n'))

/** The comment names a later run than `producer` that reported on a different head SHA. */
function writtenByNewerRun(run: Producer, producer: Producer): boolean {
  return run.runId > producer.runId && run.headSha !== producer.headSha
}

async function removeDuplicates(
  port: CommentPort,
  sorted: readonly ExistingComment[],
): Promise<number> {
  for (const duplicate of sorted.slice(1)) {
    try {
      await port.remove(duplicate.id)
    } catch (error) {
      if (apiStatus(error) !== 404) throw error
    }
  }
  return Math.max(0, sorted.length - 1)
}
