import { describe, expect, it } from 'vitest'
import { MemoryCommentPort } from '../../test/fakes/memory-comment-port.js'
import { comparison, reportData, verdict } from '../../test/support/report-builders.js'
import type { LogPort } from '../model/ports.js'
import type { LegReport } from '../report/markdown/render-legs.js'
import { publishReport, type PublishTargets } from './publish-report.js'
import { COMMENT_LIMIT } from './write-comment.js'

/** `count` legs, each with `rows` regressions whose names are long (what a wide matrix makes). */
function manyLegs(count: number, rows: number): LegReport[] {
  return Array.from({ length: count }, (_, leg) => ({
    leg: `ubuntu-${String(leg).padStart(3, '0')}-${'x'.repeat(60)}`,
    report: reportData({
      verdict: verdict(
        leg % 7 === 0 ? 'fail' : 'pass',
        `${leg % 7 === 0 ? 'strong regression in' : 'no regression beyond'} BM_${'Long'.repeat(30)}_${leg}`,
      ),
      comparisons: Array.from({ length: rows }, (_, i) =>
        comparison({
          id: { name: `BM_${'Wide'.repeat(20)}_${leg}_${i}` },
          base: 1000,
          head: 1300,
          class: 'regression',
        }),
      ),
    }),
  }))
}

const plan = {
  commentMode: 'always' as const,
  commentKey: 'bench.yml/bench',
  reportFile: 'report.json',
  markdownFile: 'comment.md',
  writer: { workflowPath: '.github/workflows/bench.yml', runId: 100, runAttempt: 1 },
}

function targets(port: MemoryCommentPort, notices: string[]): PublishTargets {
  const log: LogPort = {
    info: () => undefined,
    notice: (m) => {
      notices.push(m)
    },
    warning: () => undefined,
    group: (_name, run) => run(),
  }
  return {
    outputs: { set: () => undefined },
    summary: null,
    comments: port,
    noCommentReason: '',
    checkWriter: () => Promise.resolve(false),
    files: { write: (file) => Promise.resolve(file) },
    log,
  }
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

describe('the comment is built to fit before it is posted', () => {
  it('300 legs: one create, under 65,536 bytes with marker and hidden lines, failing legs first', async () => {
    const port = new MemoryCommentPort()
    const notices: string[] = []
    await publishReport(manyLegs(300, 20), plan, targets(port, notices))
    expect(port.calls.filter((c) => c === 'create')).toHaveLength(1)
    const [body = ''] = port.comments.map((c) => c.body)
    expect(bytes(body)).toBeLessThanOrEqual(COMMENT_LIMIT)
    expect(body.split('\n')[0]).toBe('<!-- bench-verdict:bench.yml/bench -->')
    expect(body).toContain('### ❌ Benchmarks: fail')
    // A summary line per leg, as many as fit; the first listed is a failing leg.
    expect(body).toMatch(/^- ❌ `ubuntu-000-x+/m)
    expect(body).toMatch(/… and \d+ more legs not listed here\./)
    expect(notices.join('\n')).toMatch(
      /is over GitHub's 65,536-character limit; posting a shorter form/,
    )
  })

  it('a 422 on the fitted comment steps down to a smaller one, still under the limit', async () => {
    const port = new MemoryCommentPort()
    let refused = false
    const create = port.create.bind(port)
    port.create = (body) => {
      if (!refused) {
        refused = true
        port.calls.push('create refused')
        return Promise.reject(Object.assign(new Error('Validation Failed'), { status: 422 }))
      }
      return create(body)
    }
    const notices: string[] = []
    await publishReport(manyLegs(3, 400), plan, targets(port, notices))
    expect(port.calls.filter((c) => c.startsWith('create'))).toEqual(['create refused', 'create'])
    const [body = ''] = port.comments.map((c) => c.body)
    expect(bytes(body)).toBeLessThan(30_000)
    expect(notices.join('\n')).toContain('GitHub refused the comment')
  })
})
