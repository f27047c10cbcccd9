/** What publishing is asked to do (the plan, from the settings) and where it writes (the ports). */
import type { CommentPort, LogPort, OutputPort, SummaryPort } from '../model/ports.js'
import type { CommentMode } from '../settings/settings.js'
import type { Producer, Writer, WriterCheck } from './sticky-comment.js'

/** Where the report goes and in which form. `comments` is null when no comment may be written. */
export interface PublishTargets {
  readonly outputs: OutputPort
  readonly summary: SummaryPort | null
  readonly comments: CommentPort | null
  /** Why `comments` is null (not a pull request, a fork's read-only token …), for the log. */
  readonly noCommentReason: string
  /**
   * Asked right before writing the comment (`workflow_run` publishing): why the comment must not
   * be written now (the PR's head moved on past the reported run, test/field-cases.md F22), else undefined.
   */
  readonly reasonNotToWrite?: () => Promise<string | undefined>
  /** Checks that a comment with our marker was written by this workflow (docs/security.md). */
  readonly checkWriter?: WriterCheck
  /** Writes `text` (one string, or chunks written in order so a large report is never one string). */
  readonly files: { write(path: string, text: string | Iterable<string>): Promise<string> }
  readonly log: LogPort
}

/** How the report is published: the comment's mode and key, the report files' paths. */
export interface PublishPlan {
  readonly commentMode: CommentMode
  readonly commentKey: string
  readonly reportFile: string
  readonly markdownFile: string
  /** The run whose head results are reported: a newer run's comment is never overwritten. */
  readonly producer?: Producer
  /** The run writing the comment, named in its id line. */
  readonly writer?: Writer
}
