import type { CommentPort, ExistingComment } from '../../src/model/ports.js'

/** In-memory comments of one PR, as one identity sees its own; records every call. */
export class MemoryCommentPort implements CommentPort {
  readonly calls: string[] = []
  comments: { id: number; body: string; createdAt: string; url: string }[] = []
  private nextId = 1
  private clock = 0

  /** Simulates another run creating a comment between our create and our re-list. */
  onCreate: (() => void) | undefined

  seed(body: string): ExistingComment {
    const comment = {
      id: this.nextId++,
      body,
      createdAt: this.stamp(),
      url: `https://example.test/c/${this.nextId}`,
    }
    this.comments.push(comment)
    return comment
  }

  listOwnComments(): Promise<readonly ExistingComment[]> {
    this.calls.push('list')
    return Promise.resolve(this.comments.map((c) => ({ ...c })))
  }

  create(body: string): Promise<ExistingComment> {
    this.calls.push('create')
    const comment = this.seed(body)
    this.onCreate?.()
    return Promise.resolve({ ...comment })
  }

  update(id: number, body: string): Promise<ExistingComment> {
    this.calls.push(`update ${id}`)
    const comment = this.comments.find((c) => c.id === id)
    if (!comment) return Promise.reject(new Error(`no comment ${id}`))
    comment.body = body
    return Promise.resolve({ ...comment })
  }

  remove(id: number): Promise<void> {
    this.calls.push(`remove ${id}`)
    this.comments = this.comments.filter((c) => c.id !== id)
    return Promise.resolve()
  }

  private stamp(): string {
    return new Date(Date.UTC(2026, 0, 1, 0, 0, this.clock++)).toISOString()
  }
}
