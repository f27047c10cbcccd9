import { describe, expect, it } from 'vitest'
import type { ComparisonFailure } from '../../model/comparison.js'
import { failureReason } from './failure-reason.js'

const crash = { message: 'exit code 2', failedRuns: 10, runs: 10 }
const flaky = { message: 'exit code 1', failedRuns: 2, runs: 6 }
const head: ComparisonFailure = { side: 'head', head: crash, base: null }
const base: ComparisonFailure = { side: 'base', head: null, base: flaky }
const both: ComparisonFailure = { side: 'both', head: crash, base: flaky }

describe('failureReason', () => {
  it('says where the head failed as the event names it: the PR, this push, the head run', () => {
    expect(failureReason(head, 'pull-request')).toBe(
      'failed on the PR: all 10 runs failed (exit code 2)',
    )
    expect(failureReason(head, 'push')).toBe(
      'failed in this push: all 10 runs failed (exit code 2)',
    )
    expect(failureReason(head, 'run')).toBe(
      'failed in the head run: all 10 runs failed (exit code 2)',
    )
    // The CLI knows no event.
    expect(failureReason(head)).toBe('failed in the head run: all 10 runs failed (exit code 2)')
  })

  it('labels the head side "PR" only on a pull request when both sides failed', () => {
    expect(failureReason(both, 'pull-request')).toBe(
      'failed on the PR and on base: PR: all 10 runs failed (exit code 2); base: 2 of 6 runs failed (exit code 1)',
    )
    expect(failureReason(both, 'push')).toBe(
      'failed in this push and on base: head: all 10 runs failed (exit code 2); base: 2 of 6 runs failed (exit code 1)',
    )
    expect(failureReason(both)).toBe(
      'failed in the head run and on base: head: all 10 runs failed (exit code 2); base: 2 of 6 runs failed (exit code 1)',
    )
  })

  it('names no event for a failure on base only', () => {
    for (const kind of ['pull-request', 'push', undefined] as const)
      expect(failureReason(base, kind)).toBe(
        'failed on base: 2 of 6 runs failed (exit code 1); not compared',
      )
  })
})
