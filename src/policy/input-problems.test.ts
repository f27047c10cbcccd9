import { describe, expect, it } from 'vitest'
import { diagnostic } from '../model/diagnostic.js'
import { countProblems, noProblems, overrideVerdict, unreadHeadReasons } from './input-problems.js'

describe('unreadHeadReasons', () => {
  it("counts the head's problems as the head's, as before", () => {
    expect(unreadHeadReasons({ ...noProblems(), head: 1 }, 1)).toEqual([
      `1 problem in the head's inputs`,
    ])
  })

  it("tells each other side's problems apart from the head's", () => {
    expect(unreadHeadReasons({ ...noProblems(), head: 1, base: 2, history: 1 }, 1)).toEqual([
      `1 problem in the head's inputs`,
      "also 2 problems in the base's inputs, 1 problem in the history runs' inputs",
    ])
    expect(
      unreadHeadReasons({ head: 0, base: 0, history: 0, control: 3, references: 1 }, 0),
    ).toEqual([
      'the head results matched no file',
      "also 3 problems in the A/A control's inputs, 1 problem in the references' inputs",
    ])
  })

  it('says "matched no file" only when no head file was found', () => {
    expect(unreadHeadReasons(noProblems(), 0)).toEqual(['the head results matched no file'])
    expect(unreadHeadReasons(noProblems(), 2)).toEqual([
      `the head's 2 files hold no benchmark results`,
    ])
  })
})

describe('countProblems', () => {
  it('counts errors only', () => {
    expect(
      countProblems([
        diagnostic('error', 'a.json', '', 'x'),
        diagnostic('warning', 'a.json', '', 'y'),
        diagnostic('info', 'a.json', '', 'z'),
        diagnostic('error', 'b.json', '', 'x'),
      ]),
    ).toBe(2)
  })
})

describe('overrideVerdict with errors in the head inputs', () => {
  const facts = (head: number) => ({
    headCount: 5,
    headFiles: 2,
    baseCount: 6,
    missing: undefined,
    problems: { ...noProblems(), head },
  })
  const pass = {
    level: 'pass' as const,
    headline: 'no regression beyond the thresholds in 6 gated comparisons',
    reasons: ['(5 no change, 1 removed among 6 gated metrics)'],
  }

  it('turns a pass into inconclusive: the unread file may hold the regression', () => {
    // A tester's truncated head file: its benchmark showed only as "removed" and the run passed.
    expect(overrideVerdict(pass, facts(1))).toEqual({
      level: 'inconclusive',
      headline: "1 problem in the head's inputs: what could not be read may hide a change",
      reasons: [
        "results the head's files hold but could not be read are not compared (see the problems found in the inputs); without them the verdict would be pass: no regression beyond the thresholds in 6 gated comparisons",
        '(5 no change, 1 removed among 6 gated metrics)',
      ],
    })
    expect(overrideVerdict({ ...pass, level: 'warn' }, facts(2)).level).toBe('inconclusive')
  })

  it('keeps a fail, and a pass without head errors', () => {
    expect(overrideVerdict({ ...pass, level: 'fail' }, facts(1)).level).toBe('fail')
    expect(overrideVerdict(pass, facts(0))).toBe(pass)
    // Errors in the base's inputs say nothing about the PR.
    expect(overrideVerdict(pass, { ...facts(0), problems: { ...noProblems(), base: 3 } })).toBe(
      pass,
    )
  })
})
