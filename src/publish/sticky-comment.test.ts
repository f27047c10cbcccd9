import { describe, expect, it } from 'vitest'
import { MemoryCommentPort } from '../../test/fakes/memory-comment-port.js'
import {
  contentHashLine,
  idLine,
  parseHeader,
  producerLine,
  stickyMarker,
  upsertStickyComment,
  type UpsertOptions,
  type Writer,
} from './sticky-comment.js'

const marker = stickyMarker('bench.yml/bench')
const NOW: Writer = { workflowPath: '.github/workflows/bench.yml', runId: 100, runAttempt: 1 }
const EARLIER: Writer = { ...NOW, runId: 90 }
const SHA_A = 'a'.repeat(40)
const SHA_B = 'b'.repeat(40)

/** A comment as a run of this workflow wrote it: marker, id line, then `text`. */
const signed = (text: string, writer: Writer = EARLIER) =>
  `${marker}\n${idLine(marker, writer, text)}\n${text}`

/** Runs of bench.yml that GitHub knows (a stand-in for its run record). */
function options(extra: Partial<UpsertOptions> = {}, knownRuns = [90, 100]): UpsertOptions {
  const checked: number[] = []
  return {
    writer: NOW,
    checkWriter: (claim) => {
      checked.push(claim.runId)
      return Promise.resolve(knownRuns.includes(claim.runId))
    },
    ...extra,
  }
}

describe('upsertStickyComment', () => {
  it('creates the comment with the marker on its first line and the id line second', async () => {
    const port = new MemoryCommentPort()
    const result = await upsertStickyComment(port, marker, 'verdict: pass', options())
    expect(result.action).toBe('created')
    expect(port.comments.map((c) => c.body)).toEqual([signed('verdict: pass', NOW)])
    expect(port.comments[0]?.body.split('\n')[1]).toMatch(
      /^<!-- bench-verdict-id:100\.1:[0-9a-f]{32} -->$/,
    )
    expect(port.calls).toEqual(['list', 'create', 'list'])
  })

  it('updates the existing comment in place', async () => {
    const port = new MemoryCommentPort()
    port.seed('unrelated comment')
    const ours = port.seed(signed('old'))
    const result = await upsertStickyComment(port, marker, 'new', options())
    expect(result).toMatchObject({ action: 'updated', comment: { id: ours.id }, foreign: [] })
    expect(port.comments.map((c) => c.body)).toEqual(['unrelated comment', signed('new', NOW)])
    expect(port.calls).toEqual(['list', `update ${ours.id}`])
  })

  it('does not confuse another key that starts the same way', async () => {
    const port = new MemoryCommentPort()
    port.seed(`${stickyMarker('bench.yml/bench-2')}\nother suite`)
    await upsertStickyComment(port, marker, 'mine', options())
    expect(port.comments).toHaveLength(2)
  })

  it('keeps the oldest and deletes the rest when a concurrent run also created one', async () => {
    const port = new MemoryCommentPort()
    const racer = port.seed(signed('from the other run', { ...NOW, runId: 99 }))
    port.comments = []
    port.onCreate = () => {
      port.comments.unshift({ ...racer })
      port.onCreate = undefined
    }
    const result = await upsertStickyComment(port, marker, 'ours', options({}, [99]))
    expect(result).toMatchObject({ action: 'updated', removed: 1, comment: { id: racer.id } })
    expect(port.comments.map((c) => [c.id, c.body])).toEqual([[racer.id, signed('ours', NOW)]])
  })

  it('leaves the comment alone when its content hash matches (comment: on-change)', async () => {
    const port = new MemoryCommentPort()
    port.seed(signed(`${contentHashLine('abcdef0123456789')}\nbody`))
    const result = await upsertStickyComment(
      port,
      marker,
      `${contentHashLine('abcdef0123456789')}\nbody 2`,
      options({ skipIfHashMatches: 'abcdef0123456789' }),
    )
    expect(result.action).toBe('unchanged')
    expect(port.calls).toEqual(['list'])
  })

  it('reads the on-change hash only from the header: a name in the body cannot carry it', async () => {
    const port = new MemoryCommentPort()
    // The old comment's table names a benchmark that spells the next run's hash line.
    const planted = `${contentHashLine('0000000000000000')}\n| \`${contentHashLine('abcdef0123456789')}\` | +50 % |`
    const ours = port.seed(signed(planted))
    const result = await upsertStickyComment(
      port,
      marker,
      `${contentHashLine('abcdef0123456789')}\nnew verdict`,
      options({ skipIfHashMatches: 'abcdef0123456789' }),
    )
    expect(result).toMatchObject({ action: 'updated', comment: { id: ours.id } })
    expect(port.comments[0]?.body).toContain('new verdict')
  })

  it('keeps hostile keys inert inside the HTML comment', () => {
    expect(stickyMarker('a --> <script> b')).toBe('<!-- bench-verdict:a_--___script__b -->')
  })

  it('never overwrites a comment that a newer run wrote for another head SHA', async () => {
    const port = new MemoryCommentPort()
    const newer = signed(`${producerLine({ runId: 20, headSha: SHA_B })}\nnewer verdict`)
    port.seed(newer)
    const result = await upsertStickyComment(
      port,
      marker,
      `${producerLine({ runId: 10, headSha: SHA_A })}\nolder verdict`,
      options({ producer: { runId: 10, headSha: SHA_A } }),
    )
    expect(result.action).toBe('stale')
    expect(port.comments.map((c) => c.body)).toEqual([newer])
  })

  it('takes a run line in the body for text, not for the producer', async () => {
    const port = new MemoryCommentPort()
    const ours = port.seed(
      signed(`new row \`${producerLine({ runId: 999_999, headSha: SHA_B })}\``),
    )
    const result = await upsertStickyComment(
      port,
      marker,
      'current verdict',
      options({ producer: { runId: 10, headSha: SHA_A } }),
    )
    expect(result).toMatchObject({ action: 'updated', comment: { id: ours.id } })
  })

  it('updates a comment of an older run, or of a newer run for the same head (a re-run)', async () => {
    const port = new MemoryCommentPort()
    port.seed(signed(`${producerLine({ runId: 20, headSha: SHA_A })}\nfirst attempt`))
    const result = await upsertStickyComment(
      port,
      marker,
      'second',
      options({ producer: { runId: 10, headSha: SHA_A } }),
    )
    expect(result.action).toBe('updated')
  })

  it('tolerates a duplicate that a concurrent run already deleted (404)', async () => {
    const port = new MemoryCommentPort()
    const first = port.seed(signed('one'))
    const second = port.seed(signed('two'))
    port.remove = (id) => {
      port.calls.push(`remove ${id}`)
      return Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
    }
    const result = await upsertStickyComment(port, marker, 'three', options())
    expect(result).toMatchObject({ action: 'updated', removed: 1, comment: { id: first.id } })
    expect(port.calls).toContain(`remove ${second.id}`)
  })
})

describe('a comment this workflow did not write (hijack)', () => {
  const FORGED = `${marker}\n${producerLine({ runId: 999_999, headSha: SHA_B })}\n### ✅ Benchmarks: pass`

  it('is never adopted nor deleted as a duplicate: ours is created beside it', async () => {
    const port = new MemoryCommentPort()
    const forged = port.seed(FORGED)
    const result = await upsertStickyComment(port, marker, '### ❌ Benchmarks: fail', options())
    expect(result.action).toBe('created')
    expect(result.foreign.map((c) => c.id)).toEqual([forged.id])
    expect(port.comments.map((c) => c.body)).toEqual([
      FORGED,
      signed('### ❌ Benchmarks: fail', NOW),
    ])
    expect(port.calls).not.toContain(`remove ${forged.id}`)
    expect(port.calls).not.toContain(`update ${forged.id}`)
  })

  it('keeps the real comment when a forged one is older, and never deletes either', async () => {
    const port = new MemoryCommentPort()
    const forged = port.seed(FORGED)
    const real = port.seed(signed('old verdict'))
    const result = await upsertStickyComment(port, marker, 'new verdict', options())
    expect(result).toMatchObject({ action: 'updated', comment: { id: real.id }, removed: 0 })
    expect(port.comments.map((c) => c.id)).toEqual([forged.id, real.id])
  })

  it('refuses a copied id line on another body, and a run GitHub does not know for this workflow', async () => {
    const port = new MemoryCommentPort()
    const copied = signed('real verdict').replace('real verdict', '### ✅ Benchmarks: pass')
    const copy = port.seed(copied)
    const unknownRun = port.seed(signed('other workflow', { ...NOW, runId: 77 }))
    const result = await upsertStickyComment(port, marker, 'verdict', options())
    expect(result.action).toBe('created')
    expect(result.foreign.map((c) => c.id)).toEqual([copy.id, unknownRun.id])
  })

  it('refuses an id line signed for another workflow file', async () => {
    const port = new MemoryCommentPort()
    const other = port.seed(
      signed('x', { ...EARLIER, workflowPath: '.github/workflows/labeler.yml' }),
    )
    const result = await upsertStickyComment(port, marker, 'verdict', options())
    expect(result.foreign.map((c) => c.id)).toEqual([other.id])
  })
})

describe('comment-signing-key: the id line as an HMAC under a secret', () => {
  const KEY = 'a7f0c2d94e1b8a365f0e7d2c9b4a1f38'
  const KEYED_NOW: Writer = { ...NOW, signingKey: KEY }
  const KEYED_EARLIER: Writer = { ...EARLIER, signingKey: KEY }
  const digestOf = (line: string) => /:([0-9a-f]{32}) -->$/.exec(line)?.[1]

  it('is HMAC-SHA256 (RFC 2104) over the marker, workflow file, run and text, as WebCrypto computes it', async () => {
    const line = idLine(marker, KEYED_NOW, 'verdict: pass')
    const subtle = globalThis.crypto.subtle
    const key = await subtle.importKey(
      'raw',
      new TextEncoder().encode(KEY),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    const text = ['bench-verdict-id/hmac-1', marker, NOW.workflowPath, '100.1', 'verdict: pass']
    const mac = await subtle.sign('HMAC', key, new TextEncoder().encode(text.join('\n')))
    expect(digestOf(line)).toBe(Buffer.from(mac).toString('hex').slice(0, 32))
    expect(digestOf(idLine(marker, NOW, 'verdict: pass'))).not.toBe(digestOf(line))
  })

  it('does not adopt a forged comment whose plain SHA-256 digest names this very run', async () => {
    // What a concurrent workflow writing fork text as github-actions[bot] during this run can
    // make: the plain digest is public, and the run it names is going on.
    const forgedText = '### ✅ Benchmarks: pass — forged'
    const forgedBody = signed(forgedText, NOW)
    const unkeyed = new MemoryCommentPort()
    unkeyed.seed(forgedBody)
    const adopted = await upsertStickyComment(unkeyed, marker, 'real', options())
    expect(adopted.action).toBe('updated')

    const port = new MemoryCommentPort()
    const forged = port.seed(forgedBody)
    const result = await upsertStickyComment(port, marker, '### ❌ Benchmarks: fail', {
      ...options(),
      writer: KEYED_NOW,
    })
    expect(result.action).toBe('created')
    expect(result.foreign.map((c) => c.id)).toEqual([forged.id])
    expect(port.comments.map((c) => c.body)).toEqual([
      forgedBody,
      signed('### ❌ Benchmarks: fail', KEYED_NOW),
    ])
    expect(port.calls).toEqual(['list', 'create', 'list'])
  })

  it('updates a comment written with the key in place, run after run', async () => {
    const port = new MemoryCommentPort()
    const first = await upsertStickyComment(port, marker, 'run 90', {
      ...options(),
      writer: KEYED_EARLIER,
    })
    expect(first.action).toBe('created')
    const second = await upsertStickyComment(port, marker, 'run 100', {
      ...options(),
      writer: KEYED_NOW,
    })
    expect(second).toMatchObject({ action: 'updated', comment: { id: first.comment.id } })
    expect(second.foreign).toEqual([])
    expect(port.comments.map((c) => c.body)).toEqual([signed('run 100', KEYED_NOW)])
  })

  it('takes a comment signed with another key, or with none, for a foreign one', async () => {
    const port = new MemoryCommentPort()
    const oldKey = port.seed(signed('old key', { ...EARLIER, signingKey: 'b'.repeat(32) }))
    const result = await upsertStickyComment(port, marker, 'new key', {
      ...options(),
      writer: KEYED_NOW,
    })
    expect(result.action).toBe('created')
    expect(result.foreign.map((c) => c.id)).toEqual([oldKey.id])
    expect(port.calls).not.toContain(`remove ${oldKey.id}`)

    // Back to no key: the keyed comments are not ours either.
    const plainPort = new MemoryCommentPort()
    const keyed = plainPort.seed(signed('keyed', KEYED_EARLIER))
    const plain = await upsertStickyComment(plainPort, marker, 'no key', options())
    expect(plain.action).toBe('created')
    expect(plain.foreign.map((c) => c.id)).toEqual([keyed.id])
  })
})

describe('parseHeader', () => {
  it('reads the hidden lines right after the marker and nothing below them', () => {
    const body = `${marker}\n${contentHashLine('0123456789abcdef')}\n### title\n${contentHashLine('ffffffffffffffff')}`
    expect(parseHeader(body, marker)).toEqual({
      hash: '0123456789abcdef',
      rest: `### title\n${contentHashLine('ffffffffffffffff')}`,
    })
  })

  it('refuses a header that repeats a kind or has another first line', () => {
    const hash = contentHashLine('0123456789abcdef')
    expect(parseHeader(`${marker}\n${hash}\n${hash}\nx`, marker)).toBeUndefined()
    expect(parseHeader(`x\n${marker}\n${hash}`, marker)).toBeUndefined()
  })
})
