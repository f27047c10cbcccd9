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

export interface UpsertOptions {
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
}

/**
 * Creates or updates the one comment carrying `marker` (docs/comment.md). After creating, lists
 * again: when concurrent runs created several, every run keeps the oldest, updates it and deletes
 * the rest (a duplicate another run deleted first is fine), so any number of racing runs converge
 * to one comment. The hidden lines of `body` follow the marker.
 */
export async function upsertStickyComment(
  port: CommentPort,
  marker: string,
  body: string,
  options: UpsertOptions = {},
): Promise<StickyResult> {
  const full = body.startsWith(marker) ? body : `${marker}\n${body}`
  const existing = ours(await port.listOwnComments(), marker)
  const [oldest] = existing
  if (oldest) {
    const removed = await removeDuplicates(port, existing)
    return { ...(await refresh(port, oldest, full, options)), removed }
  }
  const created = await port.create(full)
  const after = ours(await port.listOwnComments(), marker)
  const removed = await removeDuplicates(port, after)
  const [keep] = after
  if (!keep || keep.id === created.id) return { comment: created, action: 'created', removed }
  return { ...(await refresh(port, keep, full, options)), removed }
}

async function refresh(
  port: CommentPort,
  comment: ExistingComment,
  full: string,
  options: UpsertOptions,
): Promise<Omit<StickyResult, 'removed'>> {
  if (options.producer && writtenByNewerRun(comment.body, options.producer))
    return { comment, action: 'stale' }
  if (
    comment.body === full ||
    (options.skipIfHashMatches !== undefined &&
      comment.body.includes(contentHashLine(options.skipIfHashMatches)))
  )
    return { comment, action: 'unchanged' }
  return { comment: await port.update(comment.id, full), action: 'updated' }
}

/** The comment names a later run than `producer` that reported on a different head SHA. */
function writtenByNewerRun(body: string, producer: Producer): boolean {
  const line = /<!-- bench-verdict-run:(\d+):([0-9a-f]+) -->/.exec(body)
  if (!line) return false
  return Number(line[1]) > producer.runId && line[2] !== producer.headSha
}

/** Our comments with this marker, oldest first (by creation time, then id). */
function ours(comments: readonly ExistingComment[], marker: string): ExistingComment[] {
  return comments
    .filter((c) => c.body.startsWith(marker))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)
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
