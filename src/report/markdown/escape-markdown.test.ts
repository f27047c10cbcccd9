import { describe, expect, it } from 'vitest'
import { capLength, codeBlock, codeSpan, inlineText, safeUrl } from './escape-markdown.js'

const ZWJ = '\u200d'

describe('inlineText', () => {
  it('breaks mentions and issue references with a zero-width joiner', () => {
    expect(inlineText('ping @octocat about #123')).toBe(`ping @${ZWJ}octocat about #${ZWJ}123`)
  })

  it('breaks GH- references and team mentions', () => {
    expect(inlineText('see GH-42 and @org/team')).toBe(`see GH${ZWJ}-42 and @${ZWJ}org/team`)
  })

  it('turns HTML into inert text, so nothing can close our <details>', () => {
    expect(inlineText('</details><img src=x onerror=alert(1)>')).toBe(
      '&lt;/details&gt;&lt;img src=x onerror=alert(1)&gt;',
    )
  })

  it('escapes table pipes, emphasis, links, strikethrough and math', () => {
    expect(inlineText('a | *b* [c](http://d) ~e~ $x$')).toBe(
      `a \\| \\*b\\* \\[c\\](http:${ZWJ}//d) \\~e\\~ \\$x\\$`,
    )
  })

  it('splits autolinks: www., URLs and e-mail addresses', () => {
    expect(inlineText('www.evil.example https://x.example a@b.co')).toBe(
      `www${ZWJ}.evil.example https:${ZWJ}//x.example a@${ZWJ}b.co`,
    )
  })

  it('puts commit-like hex runs in code spans so GitHub cannot link them', () => {
    expect(inlineText('built at deadbeef1234')).toBe('built at `deadbeef1234`')
  })

  it('escapes backslashes so they cannot escape our own syntax', () => {
    expect(inlineText('a\\|b')).toBe('a\\\\\\|b')
  })

  it('flattens newlines and spells out bidi controls and other invisible characters', () => {
    expect(inlineText('a\nb\r\nc\u202ed\u2066e')).toBe('a b c&lt;U+202E&gt;d&lt;U+2066&gt;e')
    expect(codeSpan('BM_Crc32\u200b')).toBe('`BM_Crc32<U+200B>`')
  })

  it('cannot start a list, a heading, a quote or code when it opens a line', () => {
    expect(inlineText('- item')).toBe('\\- item')
    expect(inlineText('+ item')).toBe('\\+ item')
    expect(inlineText('12. item')).toBe('12\\. item')
    expect(inlineText('3) item')).toBe('3\\) item')
    expect(inlineText('# title')).toBe(`#${ZWJ} title`)
    expect(inlineText('> quote')).toBe('&gt; quote')
    expect(inlineText('     indented')).toBe('indented')
    expect(inlineText('```js')).toBe('\\`\\`\\`js')
  })

  it('caps the length in code points', () => {
    expect(inlineText('x'.repeat(500), 10)).toBe(`${'x'.repeat(9)}…`)
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

  it('keeps its content on one line', () => {
    expect(codeSpan('a\n```\nb')).toBe('````a ``` b````')
  })
})

describe('codeBlock', () => {
  it('uses a fence no line inside can close', () => {
    expect(codeBlock('a\n````\nb', 'sh')).toBe('`````sh\na\n````\nb\n`````')
    expect(codeBlock('x')).toBe('```\nx\n```')
  })
})

describe('safeUrl', () => {
  it('keeps http(s) links and encodes what could end the link', () => {
    expect(safeUrl('https://github.com/o/r/actions/runs/1')).toBe(
      'https://github.com/o/r/actions/runs/1',
    )
    expect(safeUrl('https://x.example/a b)c<d>')).toBe('https://x.example/a%20b%29c%3Cd%3E')
  })

  it('refuses other schemes', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('data:text/html,x')).toBeNull()
    expect(safeUrl('//evil.example')).toBeNull()
  })
})

describe('capLength', () => {
  it('never splits a surrogate pair', () => {
    expect(capLength('😀😀😀', 2)).toBe('😀…')
  })
})
