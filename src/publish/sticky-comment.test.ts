import { describe, expect, it } from 'vitest'
import { MemoryCommentPort } from '../../test/fakes/memory-comment-port.js'
import {
  contentHashLine,
  producerLine,
  stickyMarker,
  upsertStickyComment,
} from './sticky-comment.js'

const marker = stickyMarker('bench.yml/bench')

describe('upsertStickyComment', () => {
  it('creates the comment with the marker on its first line', async () => {
    const port = new MemoryCommentPort()
    const result = await upsertStickyComment(port, marker, 'verdict: pass')
    expect(result.action).toBe('created')
    expect(port.comments.map((c) => c.body)).toEqual([`${marker}\nverdict: pass`])
    expect(port.calls).toEqual(['list', 'create', 'list'])
  })

  it('updates the existing comment in place', async () => {
    const port = new MemoryCommentPort()
    port.seed('unrelated comment')
    const ours = port.seed(`${marker}\nold`)
    const result = await upsertStickyComment(port, marker, 'new')
    expect(result).toMatchObject({ action: 'updated', comment: { id: ours.id } })
    expect(port.comments.map((c) => c.body)).toEqual(['unrelated comment', `${marker}\nnew`])
    expect(port.calls).toEqual(['list', `update ${ours.id}`])
  })

  it('does not confuse another key that starts the same way', async () => {
    const port = new MemoryCommentPort()
    port.seed(`${stickyMarker('bench.yml/bench-2')}\nother suite`)
    await upsertStickyComment(port, marker, 'mine')
    expect(port.comments).toHaveLength(2)
  })

  it('keeps the oldest and deletes the rest when a concurrent run also created one', async () => {
    const port = new MemoryCommentPort()
    const racer = port.seed(`${marker}\nfrom the other run`)
    port.comments = []
    port.onCreate = () => {
      port.comments.unshift({ ...racer })
      port.onCreate = undefined
    }
    const result = await upsertStickyComment(port, marker, 'ours')
    expect(result).toMatchObject({ action: 'updated', removed: 1, comment: { id: racer.id } })
    expect(port.comments.map((c) => [c.id, c.body])).toEqual([[racer.id, `${marker}\nours`]])
  })

  it('leaves the comment alone when its content hash matches (comment: on-change)', async () => {
    const port = new MemoryCommentPort()
    port.seed(`${marker}\n${contentHashLine('abc')}\nbody`)
    const result = await upsertStickyComment(port, marker, `${contentHashLine('abc')}\nbody 2`, {
      skipIfHashMatches: 'abc',
    })
    expect(result.action).toBe('unchanged')
    expect(port.calls).toEqual(['list'])
  })

  it('keeps hostile keys inert inside the HTML comment', () => {
    expect(stickyMarker('a --> <script> b')).toBe('<!-- bench-verdict:a_--___script__b -->')
  })

  it('never overwrites a comment that a newer run wrote for another head SHA', async () => {
    const port = new MemoryCommentPort()
    const newer = `${marker}\n${producerLine({ runId: 20, headSha: 'bbb' })}\nnewer verdict`
    port.seed(newer)
    const result = await upsertStickyComment(
      port,
      marker,
      `${producerLine({ runId: 10, headSha: 'aaa' })}\nolder verdict`,
      { producer: { runId: 10, headSha: 'aaa' } },
    )
    expect(result.action).toBe('stale')
    expect(port.comments.map((c) => c.body)).toEqual([newer])
  })

  it('updates a comment of an older run, or of a newer run for the same head (a re-run)', async () => {
    const port = new MemoryCommentPort()
    port.seed(`${marker}\n${producerLine({ runId: 20, headSha: 'aaa' })}\nfirst attempt`)
    const result = await upsertStickyComment(port, marker, 'second', {
      producer: { runId: 10, headSha: 'aaa' },
    })
    expect(result.action).toBe('updated')
  })

  it('tolerates a duplicate that a concurrent run already deleted (404)', async () => {
    const port = new MemoryCommentPort()
    const first = port.seed(`${marker}\none`)
    const second = port.seed(`${marker}\ntwo`)
    port.remove = (id) => {
      port.calls.push(`remove ${id}`)
      return Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
    }
    const result = await upsertStickyComment(port, marker, 'three')
    expect(result).toMatchObject({ action: 'updated', removed: 1, comment: { id: first.id } })
    expect(port.calls).toContain(`remove ${second.id}`)
  })
})
