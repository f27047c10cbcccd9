import { describe, expect, it } from 'vitest'
import { failScenario, hostileScenario } from '../../../test/golden/scenarios.js'
import { renderTerminal } from './render-terminal.js'

const ESC = '\u001b'

describe('renderTerminal', () => {
  it('aligns the columns like benchstat: names left, numbers right, two spaces apart', () => {
    const lines = renderTerminal(failScenario, { color: false }).split('\n')
    const headerIndex = lines.findIndex((l) => l.startsWith('benchmark'))
    const header = Array.from(lines[headerIndex] ?? '')
    const rows = lines
      .slice(headerIndex + 1, headerIndex + 12)
      .filter((l) => l !== '' && !l.startsWith('not gated'))
      .map((l) => Array.from(l))
    const text = header.join('')
    const leftStarts = ['metric', 'class'].map((h) => text.indexOf(h))
    const rightEnds = ['base', 'head', 'change (95% CI)', ' q '].map(
      (h) => text.indexOf(h) + h.trimEnd().length,
    )
    expect(rows).toHaveLength(10)
    for (const row of rows) {
      for (const start of leftStarts)
        expect(row.slice(start - 2, start + 1).join('')).toMatch(/^ {2}\S$/)
      for (const end of rightEnds) expect(row.slice(end - 1, end + 2).join('')).toMatch(/^\S {2}$/)
    }
  })

  it('lists gated comparisons worst first, then the informational ones', () => {
    const text = renderTerminal(failScenario, { color: false })
    const names = text
      .split('\n')
      .map(
        (l) =>
          /^(\S+(?: › \S+)?(?: \(procs \d+\))?)\s{2,}(real_time|ns\/op|allocs\/op|bytes_per_second)/.exec(
            l,
          )?.[1],
      )
      .filter(Boolean)
    expect(names.slice(0, 3)).toEqual([
      'BM_Crc32/16384',
      'example.com/codec › BenchmarkDecode (procs 8)',
      'example.com/codec › BenchmarkEncode/size=1024 (procs 8)',
    ])
    expect(text.indexOf('not gated (informational):')).toBeLessThan(
      text.indexOf('bytes_per_second'),
    )
  })

  it('says what would resolve the inconclusive rows and shows the geomean', () => {
    const text = renderTerminal(failScenario, { color: false })
    expect(text).toContain(
      'example.com/codec › BenchmarkEncode/size=1024 (procs 8) (ns/op): possible change of +8.6 %; the CI [−1.2 %, +18.4 %] is too wide to tell; detectable at this n: ±14.2 %',
    )
    expect(text).toContain(
      'geomean over 6 gated metrics: +7.1 % [+5.2 %, +9.0 %] (+ means slower or worse)',
    )
  })

  it('uses colour only when asked', () => {
    expect(renderTerminal(failScenario, { color: false })).not.toContain(ESC)
    const coloured = renderTerminal(failScenario, { color: true })
    expect(coloured).toContain(`${ESC}[31m+32.3 % [+29.7 %, +35.0 %]${ESC}[0m`)
    expect(coloured).toContain(`${ESC}[31m❌ fail:`)
  })

  it('never passes control characters from names to the terminal', () => {
    const hostile = {
      ...hostileScenario,
      comparisons: hostileScenario.comparisons.map((c) => ({
        ...c,
        label: `${c.label}${ESC}[2J${ESC}]0;title\u0007\u202e`,
      })),
    }
    const text = renderTerminal(hostile, { color: false })
    const controls = Array.from(text).filter((c) => {
      const code = c.charCodeAt(0)
      return (code < 0x20 && c !== '\n') || code === 0x7f || c === '\u202e'
    })
    expect(controls).toEqual([])
  })
})
