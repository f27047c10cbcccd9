/** A comment already on the PR, as the comment port lists it. */
export interface ExistingComment {
  readonly id: number
  readonly body: string
  readonly createdAt: string
  /** When the body was last written (GitHub's `updated_at`); the creation time when unknown. */
  readonly updatedAt?: string
  /** GraphQL node id, to hide the comment (`minimizeComment`). */
  readonly nodeId?: string
  readonly url: string
}

/**
 * The PR's comments written by the identity we post as (docs/comment.md). Implementations filter by
 * author, so another user quoting our marker can never redirect an update. With `marker`, an
 * implementation may stop reading pages once it has the comments that start with it and their
 * neighbours (a bounded lookup, docs/security.md); without, it reads every page it may.
 */
export interface CommentPort {
  listOwnComments(marker?: string): Promise<readonly ExistingComment[]>
  /** Creates a comment; a create is never retried blindly (docs/security.md). */
  create(body: string): Promise<ExistingComment>
  update(id: number, body: string): Promise<ExistingComment>
  remove(id: number): Promise<void>
  /** Collapses a comment as outdated (GitHub's "hide"), when the platform can. */
  hide?(comment: ExistingComment): Promise<void>
}

export interface SummaryPort {
  write(markdown: string): Promise<void>
}

export const OUTPUT_NAMES = [
  'verdict',
  'counts',
  'regressions',
  'regressions-text',
  'headline',
  'comment-id',
  'comment-url',
  'report-file',
  'markdown-file',
  'rerun',
] as const
export type OutputName = (typeof OUTPUT_NAMES)[number]

export interface OutputPort {
  set(name: OutputName, value: string): void
}

/** Where notices go (the Action's log); never receives tokens or signed URLs. */
export interface LogPort {
  info(message: string): void
  notice(message: string): void
  warning(message: string): void
  group<T>(name: string, run: () => Promise<T>): Promise<T>
}
