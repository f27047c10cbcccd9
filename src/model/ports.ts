/** A comment already on the PR, as the comment port lists it. */
export interface ExistingComment {
  readonly id: number
  readonly body: string
  readonly createdAt: string
  readonly url: string
}

/**
 * The PR's comments written by the identity we post as (docs/comment.md), over every page.
 * Implementations filter by author, so another user quoting our marker can never redirect an update.
 */
export interface CommentPort {
  listOwnComments(): Promise<readonly ExistingComment[]>
  create(body: string): Promise<ExistingComment>
  update(id: number, body: string): Promise<ExistingComment>
  remove(id: number): Promise<void>
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
