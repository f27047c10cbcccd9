import { describe, expect, it } from 'vitest'
import { appendLine, measureRows, spaces, type LineStyle } from './text-columns.js'

const numbersRight: LineStyle = { right: (i) => i >= 1 }

/** The line as padding each cell, joining the cells and trimming the end would give it. */
function reference(cells: readonly string[], widths: readonly number[], style: LineStyle) {
  return cells
    .map((cell, i) => {
      const fill = ' '.repeat(Math.max(0, (widths[i] ?? 0) - Array.from(cell).length))
      const padded = style.right(i) ? fill + cell : cell + fill
      return style.paint ? style.paint(padded, i) : padded
    })
    .join('  ')
    .trimEnd()
}

function line(cells: readonly string[], widths: readonly number[], style: LineStyle) {
  const parts: string[] = []
  appendLine(
    parts,
    cells,
    cells.map((c) => Array.from(c).length),
    0,
    widths,
    style,
  )
  return parts.join('')
}

describe('measureRows', () => {
  it('measures each cell in code points and each column at its widest, header included', () => {
    const measured = measureRows(
      ['name', 'time'],
      [
        ['BM_🚀', '1.5 µs'],
        ['BM_Sort/1024', '12 ns'],
      ],
    )
    expect([...measured.cellWidths]).toEqual([4, 6, 12, 5])
    expect(measured.widths).toEqual([12, 6])
  })
})

describe('measureRows with known widths', () => {
  it('takes the width a caller gives, by column and row', () => {
    const rows = [
      ['BM_🚀', '1.5 µs'],
      ['BM_Sort', '12 ns'],
    ]
    const asked: string[] = []
    const measured = measureRows(['name', 'time'], rows, (cell, column, row) => {
      asked.push(`${row}:${column}`)
      return column === 0 ? Array.from(cell).length : cell.length
    })
    expect(asked).toEqual(['0:0', '0:1', '1:0', '1:1'])
    expect([...measured.cellWidths]).toEqual([4, 6, 7, 5])
    expect(measured.widths).toEqual([7, 6])
  })
})

describe('appendLine', () => {
  const widths = [12, 8, 10]

  it('pads names left and numbers right, two spaces apart, nothing trailing', () => {
    expect(line(['BM_Sort', '1.5 µs', 'no change'], widths, numbersRight)).toBe(
      'BM_Sort         1.5 µs   no change',
    )
  })

  it('gives the text of padding, joining and trimming, whatever the last cell ends with', () => {
    const left: LineStyle = { right: () => false }
    const painted: LineStyle = { right: (i) => i === 1, paint: (text, i) => `<${i}>${text}</>` }
    for (const style of [numbersRight, left, painted])
      for (const cells of [
        ['BM_Sort', '1.5 µs', 'no change'],
        ['BM_Sort', '1.5 µs', 'ends in a space '],
        ['BM_Sort', '1.5 µs', 'no-break\u00a0'],
        ['BM_Sort', '', ''],
        ['', '', ''],
        ['🚀🚀', '—', '🚀'],
        ['only'],
      ])
        expect(line(cells, widths, style)).toBe(reference(cells, widths, style))
  })
})

describe('spaces', () => {
  it('is a run of that many spaces, none below one', () => {
    expect(spaces(3)).toBe('   ')
    expect(spaces(0)).toBe('')
    expect(spaces(-2)).toBe('')
    expect(spaces(2000)).toHaveLength(2000)
  })
})
