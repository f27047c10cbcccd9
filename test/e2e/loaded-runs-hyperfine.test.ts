/**
 * hyperfine on a deliberately loaded machine (fixtures/loaded-runs/hyperfine, provenance in
 * fixtures/loaded-runs/README.md), judged through the CLI's own path at its defaults. An identical
 * head (A/A) never fails; the head that does about 28 % more work per iteration in two benchmarks
 * (measured +29.7 % and +28.5 %) has both found regressed — without history, with 5 history runs, and with
 * an A/A control. The unpinned runs leave placement to the scheduler, which puts a whole run or
 * one benchmark of it at full or half speed (factors of 2 between runs): there an identical head
 * still never fails, and the real change is never passed or called "no change" — the honest
 * answer may be "cannot tell". These assert the verdicts a performance engineer would sign,
 * whatever the method revision: some fail on method revision 1, which these runs were made to
 * expose.
 */
import { describe, expect, it } from 'vitest'
import { DESIGNS, describeLoaded, judgeLoaded } from '../support/loaded-runs.js'

const FOLDER = 'fixtures/loaded-runs/hyperfine'
const BENCHMARKS = ['./workload crc', './workload fnv', './workload primes']
const CHANGED = ['./workload crc', './workload fnv']
const UNPINNED_CHANGED = CHANGED

const KNOWN_AA_GAPS: readonly string[] = ['no history']

describe('loaded real runs: hyperfine', () => {
  it('reads every benchmark of every run, one gated time metric each', async () => {
    const verdict = await judgeLoaded(FOLDER, 'json', 'head-ab', '5 history runs')
    expect(verdict.stderr).toBe('')
    expect(verdict.gated.map((c) => c.benchmark).sort()).toEqual([...BENCHMARKS].sort())
  })

  for (const design of DESIGNS) {
    it(`A/A, ${design}: an identical head never fails`, async () => {
      const verdict = await judgeLoaded(FOLDER, 'json', 'head-aa', design)
      expect(verdict.level, describeLoaded(verdict)).not.toBe('fail')
      expect(verdict.code).toBe(0)
    })

    it(`A/B, ${design}: both slower benchmarks are found regressed`, async () => {
      const verdict = await judgeLoaded(FOLDER, 'json', 'head-ab', design)
      const classes = Object.fromEntries(
        verdict.gated
          .filter((c) => CHANGED.includes(c.benchmark))
          .map((c) => [c.benchmark, c.class]),
      )
      expect(classes, describeLoaded(verdict)).toEqual(
        Object.fromEntries(CHANGED.map((name) => [name, 'regression'])),
      )
      expect(['warn', 'fail'], describeLoaded(verdict)).toContain(verdict.level)
    })
  }

  describe('unpinned: run-to-run factors of 2 from the placement of three tasks on two cores', () => {
    const UNPINNED = `${FOLDER}/unpinned`
    for (const design of DESIGNS) {
      // Known gaps, kept as live checks that flip when fixed: a head run whose benchmark the
      // scheduler ran at half speed is, without history (or with only a control, 1 df), evidence
      // no test on these runs can tell from a real change (fixtures/loaded-runs/README.md).
      const known = KNOWN_AA_GAPS.includes(design)
      ;(known ? it.fails : it)(
        `A/A, ${design}: an identical head never fails${known ? ' (known gap: fails today)' : ''}`,
        async () => {
          const verdict = await judgeLoaded(UNPINNED, 'json', 'head-aa', design)
          expect(verdict.level, describeLoaded(verdict)).not.toBe('fail')
          expect(verdict.code).toBe(0)
        },
      )

      it(`A/B, ${design}: the real change is never passed, nor called "no change"`, async () => {
        const verdict = await judgeLoaded(UNPINNED, 'json', 'head-ab', design)
        expect(verdict.level, describeLoaded(verdict)).not.toBe('pass')
        expect(verdict.gated.map((c) => c.benchmark)).toEqual(
          expect.arrayContaining(UNPINNED_CHANGED),
        )
        const hidden = verdict.gated
          .filter((c) => UNPINNED_CHANGED.includes(c.benchmark) && c.class === 'no-change')
          .map((c) => c.benchmark)
        expect(hidden, describeLoaded(verdict)).toEqual([])
      })
    }
  })
})
