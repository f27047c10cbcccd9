import { describe, expect, it } from 'vitest'
import { MemoryCommentPort } from '../../test/fakes/memory-comment-port.js'
import { comparison, reportData, verdict } from '../../test/support/report-builders.js'
import type { LegReport } from '../report/markdown/render-legs.js'
import { OUTPUT_NAMES, type LogPort, type OutputName } from '../model/ports.js'
import { publishReport, type PublishTargets } from './publish-report.js'

const legs: LegReport[] = [
  {
    leg: '',
    report: reportData({
      verdict: verdict('pass', 'no regressions'),
      comparisons: [
        comparison({ id: { name: 'BM_Sort' }, base: 1000, head: 1001, class: 'no-change' }),
      ],
    }),
  },
]

const plan = {
  commentMode: 'always' as const,
  commentKey: 'bench.yml/bench',
  reportFile: 'report.json',
  markdownFile: 'comment.md',
  writer: { workflowPath: '.github/workflows/bench.yml', runId: 100, runAttempt: 1 },
}

const quietLog: LogPort = {
  info: () => undefined,
  notice: () => undefined,
  warning: () => undefined,
  group: (_name, run) => run(),
}

/** Targets recording every output write in order, as GITHUB_OUTPUT would hold them. */
function recordingTargets(comments: MemoryCommentPort | null): {
  targets: PublishTargets
  written: [OutputName, string][]
} {
  const written: [OutputName, string][] = []
  const targets: PublishTargets = {
    outputs: { set: (name, value) => written.push([name, value]) },
    summary: null,
    comments,
    noCommentReason: 'no pull request',
    checkWriter: () => Promise.resolve(false),
    files: { write: (file) => Promise.resolve(`/work/${file}`) },
    log: quietLog,
  }
  return { targets, written }
}

describe('publishReport outputs', () => {
  it('writes every output exactly once, comment-id and comment-url with the created comment', async () => {
    const port = new MemoryCommentPort()
    const { targets, written } = recordingTargets(port)
    await publishReport(legs, plan, targets)
    expect(written.map(([name]) => name).sort()).toEqual([...OUTPUT_NAMES].sort())
    const outputs = Object.fromEntries(written)
    expect(outputs['comment-id']).toBe('1')
    expect(outputs['comment-url']).toBe('https://example.test/c/2')
    expect(outputs.verdict).toBe('pass')
    expect(outputs['report-file']).toBe('/work/report.json')
  })

  it('writes them once, empty, when no comment may be written', async () => {
    const { targets, written } = recordingTargets(null)
    await publishReport(legs, plan, targets)
    expect(written.map(([name]) => name).sort()).toEqual([...OUTPUT_NAMES].sort())
    expect(written.filter(([name]) => name.startsWith('comment-'))).toEqual([
      ['comment-id', ''],
      ['comment-url', ''],
    ])
  })

  it('still writes the comment when a report file cannot be written, and warns which', async () => {
    const port = new MemoryCommentPort()
    const { targets, written } = recordingTargets(port)
    const warnings: string[] = []
    const failing: PublishTargets = {
      ...targets,
      files: { write: () => Promise.reject(new Error('disk full')) },
      log: { ...quietLog, warning: (message) => void warnings.push(message) },
    }
    await publishReport(legs, plan, failing)
    expect(written.map(([name]) => name).sort()).toEqual([...OUTPUT_NAMES].sort())
    const outputs = Object.fromEntries(written)
    expect([outputs['report-file'], outputs['markdown-file'], outputs['comment-id']]).toEqual([
      '',
      '',
      '1',
    ])
    expect(port.comments).toHaveLength(1)
    expect(warnings).toEqual([
      `The report file ${plan.reportFile} was not written: disk full`,
      `The report file ${plan.markdownFile} was not written: disk full`,
    ])
  })
})
