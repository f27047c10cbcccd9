import { describe, expect, it } from 'vitest'
import { capLength, codeSpan, inlineText } from './escape-markdown.js'

const ZWJ = '\u200d'

describe('inlineText', () => {
  it('breaks mentions and issue references with a zero-width joiner', () => {
    expect(inlineText('ping @octocat about #123')).toBe(`ping @${ZWJ}octocat about #${ZWJ}123`)
  })

  it('turns HTML into inert text', () => {
    expect(inlineText('</details><img src=x onerror=alert(1)>')).toBe(
      '&lt;/details&gt;&lt;img src=x onerror=alert(1)&gt;',
    )
  })

  it('escapes table pipes, emphasis and links', () => {
    expect(inlineText('a | *b* [c](http://d)')).toBe(`a \\| \\*b\\* \\[c\\](http:${ZWJ}//d)`)
  })

  it('puts commit-like hex runs in code spans so GitHub cannot link them', () => {
    expect(inlineText('built at deadbeef1234')).toBe('built at `deadbeef1234`')
  })

  it('escapes backslashes so they cannot escape our own syntax', () => {
    expect(inlineText('a\\|b')).toBe('a\\\\\\|b')
  })

  it('flattens newlines and strips bidi overrides', () => {
    expect(inlineText('a\nb\r\nc\u202ed')).toBe('a b c d'.replace(' d', 'd'))
  })
})

describe('codeSpan', () => {
  it('uses a fence longer than any backtick run inside (field case F20)', () => {
    const name = 'lookup | n: 10 | `HashSet::get` vs `BTreeSet::range`'
    expect(codeSpan(name, { inTable: true })).toBe(
      '`` lookup \\| n: 10 \\| `HashSet::get` vs `BTreeSet::range` ``',
    )
  })

  it('pads content that starts with a backtick', () => {
    expect(codeSpan('`x')).toBe('`` `x ``')
  })

  it('keeps pipes as they are outside tables', () => {
    expect(codeSpan('a|b')).toBe('`a|b`')
  })
})

describe('capLength', () => {
  it('never splits a surrogate pair', () => {
    expect(capLength('😀😀😀', 2)).toBe('😀…')
  })
})
