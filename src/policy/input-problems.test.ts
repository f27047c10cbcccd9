import { describe, expect, it } from 'vitest'
import { diagnostic } from '../model/diagnostic.js'
import { countProblems, noProblems, unreadHeadReasons } from './input-problems.js'

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
