/**
 * The verdict tests every harness folder of fixtures/loaded-runs/ gets (test/e2e/loaded-runs-*.test.ts):
 * an identical head (A/A) never fails; the head that does more work per iteration has its slower
 * benchmarks found regressed — without history, with 5 history runs, and with an A/A control. The
 * unpinned runs leave placement to the scheduler, which runs a whole run or one benchmark of it at
 * full or half speed (factors of 2 between runs): there an identical head still never fails, and
 * the real change is never passed or called "no change" (the honest answer may be "cannot tell").
 */
import { describe, expect, it } from 'vitest'
import { DESIGNS, describeLoaded, judgeLoaded, type Design } from './loaded-runs.js'

export interface LoadedHarness {
  /** The describe title, e.g. "Google Benchmark". */
  readonly title: string
  /** e.g. `fixtures/loaded-runs/hyperfine`, relative to the repository. */
  readonly folder: string
  /** The result files' extension (`json`, `txt`). */
  readonly ext: string
  readonly benchmarks: readonly string[]
  /** The benchmarks the A/B head made slower, as the pinned runs name them. */
  readonly changed: readonly string[]
  /** The same benchmarks as the unpinned runs name them (Go prints its GOMAXPROCS). */
  readonly unpinnedChanged?: readonly string[]
  /**
   * Unpinned A/A designs that fail today: a head whose benchmark the scheduler ran at half speed
   * is, without history (or with only a control, 1 df), evidence no test on these runs can tell
   * from a real change (fixtures/loaded-runs/README.md). Kept as live checks (`it.fails`) that
   * flip to an error the day they pass.
   */
  readonly knownAaGaps?: readonly Design[]
}

/** Defines the harness's verdict tests (one describe block). */
export function describeLoadedHarness(harness: LoadedHarness): void {
  const { folder, ext, changed } = harness
  const unpinnedChanged = harness.unpinnedChanged ?? changed
  describe(`loaded real runs: ${harness.title}`, () => {
    it('reads every benchmark of every run, one gated time metric each', async () => {
      const verdict = await judgeLoaded(folder, ext, 'head-ab', '5 history runs')
      expect(verdict.stderr).toBe('')
      expect(verdict.gated.map((c) => c.benchmark).sort()).toEqual([...harness.benchmarks].sort())
    })

    for (const design of DESIGNS) {
      it(`A/A, ${design}: an identical head never fails`, async () => {
        const verdict = await judgeLoaded(folder, ext, 'head-aa', design)
        expect(verdict.level, describeLoaded(verdict)).not.toBe('fail')
        expect(verdict.code).toBe(0)
      })

      it(`A/B, ${design}: both slower benchmarks are found regressed`, async () => {
        const verdict = await judgeLoaded(folder, ext, 'head-ab', design)
        const classes = Object.fromEntries(
          verdict.gated
            .filter((c) => changed.includes(c.benchmark))
            .map((c) => [c.benchmark, c.class]),
        )
        expect(classes, describeLoaded(verdict)).toEqual(
          Object.fromEntries(changed.map((name) => [name, 'regression'])),
        )
        expect(['warn', 'fail'], describeLoaded(verdict)).toContain(verdict.level)
      })
    }

    describe('unpinned: run-to-run factors of 2 from the placement of three tasks on two cores', () => {
      const unpinned = `${folder}/unpinned`
      for (const design of DESIGNS) {
        const known = harness.knownAaGaps?.includes(design) === true
        ;(known ? it.fails : it)(
          `A/A, ${design}: an identical head never fails${known ? ' (known gap: fails today)' : ''}`,
          async () => {
            const verdict = await judgeLoaded(unpinned, ext, 'head-aa', design)
            expect(verdict.level, describeLoaded(verdict)).not.toBe('fail')
            expect(verdict.code).toBe(0)
          },
        )

        it(`A/B, ${design}: the real change is never passed, nor called "no change"`, async () => {
          const verdict = await judgeLoaded(unpinned, ext, 'head-ab', design)
          expect(verdict.level, describeLoaded(verdict)).not.toBe('pass')
          expect(verdict.gated.map((c) => c.benchmark)).toEqual(
            expect.arrayContaining([...unpinnedChanged]),
          )
          const hidden = verdict.gated
            .filter((c) => unpinnedChanged.includes(c.benchmark) && c.class === 'no-change')
            .map((c) => c.benchmark)
          expect(hidden, describeLoaded(verdict)).toEqual([])
        })
      }
    })
  })
}
