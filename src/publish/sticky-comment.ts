import type { CommentPort, ExistingComment } from './ports.js'

/** Hidden marker; `key` lets several bench-verdict jobs keep separate comments on one PR. */
export function stickyMarker(key: string): string {
  return `<!-- bench-verdict:${sanitizeKey(key)} -->`
}

/** Hidden line that holds a hash of the verdict and table, for `comment: on-change`. */
export function contentHashLine(hash: string): string {
  return `<!-- bench-verdict-hash:${hash} -->`
}

/** Keys come from workflow and job names (untrusted): keep them inert inside an HTML comment. */
function sanitizeKey(key: string): string {
  return key.replace(/[^A-Za-z0-9._/:=@+-]/g, '_').slice(0, 200)
}

export interface StickyResult {
  readonly comment: ExistingComment
  readonly action: 'created' | 'updated' | 'unchanged'
  /** Duplicates removed after a concurrent run created a second comment. */
  readonly removed: number
}

/**
 * Creates or updates the one comment carrying `marker` (DESIGN.md §5). After creating, lists
 * again: when concurrent runs created two, the oldest is kept and updated, the rest deleted, so
 * any number of racing runs converge to one comment.
 */
export async function upsertStickyComment(
  port: CommentPort,
  marker: string,
  body: string,
  options: { skipIfHashMatches?: string } = {},
): Promise<StickyResult> {
  const full = body.startsWith(marker) ? body : `${marker}\n${body}`
  const existing = ours(await port.listOwnComments(), marker)
  const [oldest] = existing
  if (oldest) {
    const removed = await removeDuplicates(port, existing)
    if (
      options.skipIfHashMatches &&
      oldest.body.includes(contentHashLine(options.skipIfHashMatches))
    )
      return { comment: oldest, action: 'unchanged', removed }
    const updated = oldest.body === full ? oldest : await port.update(oldest.id, full)
    return { comment: updated, action: oldest.body === full ? 'unchanged' : 'updated', removed }
  }
  const created = await port.create(full)
  const after = ours(await port.listOwnComments(), marker)
  const [keep] = after
  if (!keep || keep.id === created.id)
    return { comment: created, action: 'created', removed: await removeDuplicates(port, after) }
  const removed = await removeDuplicates(port, after)
  const updated = keep.body === full ? keep : await port.update(keep.id, full)
  return { comment: updated, action: 'updated', removed }
}

/** Our comments with this marker, oldest first (by creation time, then id). */
function ours(comments: readonly ExistingComment[], marker: string): ExistingComment[] {
  return comments
    .filter((c) => c.body.startsWith(marker))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id))
}

async function removeDuplicates(
  port: CommentPort,
  sorted: readonly ExistingComment[],
): Promise<number> {
  for (const duplicate of sorted.slice(1)) await port.remove(duplicate.id)
  return Math.max(0, sorted.length - 1)
}
