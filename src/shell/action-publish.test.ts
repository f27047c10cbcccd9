import { describe, expect, it } from 'vitest'
import { commentFileName } from './action-publish.js'

describe('commentFileName (the markdown-file under RUNNER_TEMP, shared by the job’s steps)', () => {
  it('differs for two bench-verdict steps of one job', () => {
    // GITHUB_ACTION for the first and second use of one action in a job, without step ids.
    const first = commentFileName('__bench-verdict_bench-verdict', 'bench.yml/bench')
    const second = commentFileName('__bench-verdict_bench-verdict_2', 'bench.yml/bench')
    expect(first).toBe('bench-verdict-comment-__bench-verdict_bench-verdict.md')
    expect(second).toBe('bench-verdict-comment-__bench-verdict_bench-verdict_2.md')
  })

  it('is named for the comment key when the step is unknown, with only safe characters', () => {
    expect(commentFileName(undefined, 'bench.yml/bench/bench-results-linux')).toBe(
      'bench-verdict-comment-bench.yml-bench-bench-results-linux.md',
    )
    expect(commentFileName(undefined, '../../etc/x')).toBe('bench-verdict-comment-etc-x.md')
    expect(commentFileName(undefined, '///')).toBe('bench-verdict-comment.md')
  })
})
