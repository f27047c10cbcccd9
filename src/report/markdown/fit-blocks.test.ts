import { describe, expect, it } from 'vitest'
import { textBlock, type CommentBlock, type TableBlock } from './comment-blocks.js'
import type { TableRow } from './table-rows.js'
import { fitBlocks, utf8Length } from './fit-blocks.js'
import { lazyRows } from './table-rows.js'

const OPTIONS = { fullReportName: 'the job summary' }

function rows(count: number, prefix = 'row'): TableBlock['rows'] {
  return Array.from({ length: count }, (_, i) => ({
    cells: [`\`${prefix}-${i}\``, `${i} µs`],
    bar: { label: `${prefix}-${i}`, metric: 'time', percent: 10 + i, worse: true },
  }))
}

function table(count: number, extra: Partial<TableBlock> = {}): TableBlock {
  return { kind: 'table', priority: 1, header: ['Benchmark', 'Time'], rows: rows(count), ...extra }
}

describe('fitBlocks', () => {
  it('keeps everything, in display order, when it fits', () => {
    const blocks: CommentBlock[] = [
      textBlock('### verdict', 0),
      table(2, { title: '#### Changes' }),
      textBlock('tail', 4),
    ]
    expect(fitBlocks(blocks, '<sub>footer</sub>', { ...OPTIONS, maxLength: 10_000 })).toBe(
      [
        '### verdict',
        '#### Changes',
        '| Benchmark | Time |\n| --- | --- |\n| `row-0` | 0 µs |\n| `row-1` | 1 µs |',
        'tail',
        '<sub>footer</sub>\n',
      ].join('\n\n'),
    )
  })

  it('trims a table to whole rows, counts the rest, and stays under the limit in UTF-8 bytes', () => {
    const blocks = [textBlock('### verdict', 0), table(1_000)]
    const body = fitBlocks(blocks, 'footer', { ...OPTIONS, maxLength: 2_000 })
    expect(utf8Length(body)).toBeLessThanOrEqual(2_000)
    const kept = body.split('\n').filter((line) => /^\| `row-\d+` \| \d+ µs \|$/.test(line))
    expect(kept.length).toBeGreaterThan(10)
    expect(kept.map((line) => /row-(\d+)/.exec(line)?.[1])).toEqual(kept.map((_, i) => String(i)))
    expect(body).toContain(
      `… ${(1_000 - kept.length).toLocaleString('en-US')} more rows not shown here`,
    )
    expect(body).toContain(
      `… ${(1_000 - kept.length).toLocaleString('en-US')} more rows omitted; full table in the job summary.`,
    )
    expect(body.endsWith('footer\n')).toBe(true)
  })

  it('closes a collapsed section whatever is cut, and counts its rows in the summary', () => {
    const blocks = [textBlock('### verdict', 0), table(500, { collapsed: 'Unchanged' })]
    const body = fitBlocks(blocks, 'footer', { ...OPTIONS, maxLength: 3_000 })
    expect(body).toMatch(/<details><summary>Unchanged \(500\)<\/summary>\n\n\| Benchmark/)
    expect(body.match(/<details>/g)).toHaveLength(1)
    expect(body.match(/<\/details>/g)).toHaveLength(1)
    expect(body.indexOf('</details>')).toBeGreaterThan(body.lastIndexOf('| `row-'))
  })

  it('gives room to higher priorities first but shows blocks in display order', () => {
    const blocks: CommentBlock[] = [
      textBlock('### verdict', 0),
      textBlock('x'.repeat(900), 5),
      table(3, { title: '#### Changes' }),
    ]
    const body = fitBlocks(blocks, 'footer', { ...OPTIONS, maxLength: 1_000 })
    expect(body).toContain('| `row-2` |')
    expect(body).not.toContain('xxxx')
    expect(body).toContain('… 1 more section omitted; full report in the job summary.')
  })

  it('draws the chart from the kept rows only', () => {
    const blocks = [textBlock('### verdict', 0), table(100, { chart: true })]
    const body = fitBlocks(blocks, 'footer', { ...OPTIONS, maxLength: 2_500 })
    const kept = body.split('\n').filter((line) => line.startsWith('| `row-')).length
    const bars = body.split('\n').filter((line) => /^row-\d+ +│█/.test(line))
    expect(kept).toBeGreaterThan(0)
    expect(bars).toHaveLength(Math.min(kept, 20))
    expect(utf8Length(body)).toBeLessThanOrEqual(2_500)
  })

  it('drops a table whose header and first row do not fit, counting its rows', () => {
    const blocks = [textBlock('v'.repeat(600), 0), table(5)]
    const body = fitBlocks(blocks, 'footer', { ...OPTIONS, maxLength: 700 })
    expect(body).not.toContain('| Benchmark |')
    expect(body).toContain('… 5 more rows omitted; full table in the job summary.')
  })
})

describe('fitBlocks with rows formatted on demand', () => {
  /** The rows of `rows(count)`, made on demand, counting how many were made. */
  function onDemand(count: number) {
    const listed = rows(count) as readonly TableRow[]
    const made = new Set<number>()
    const source = lazyRows(
      Array.from(listed.keys()),
      (i) => {
        made.add(i)
        return listed[i] ?? { cells: [] }
      },
      (i) => listed[i]?.bar !== undefined,
    )
    return { source, made }
  }

  it('gives the comment of the listed rows, formatting only about the rows it keeps', () => {
    for (const [count, maxLength, extra] of [
      [5, 10_000, {}],
      [1_000, 2_000, {}],
      [100_000, 5_000, { chart: true, title: '#### Changes' }],
      [500, 3_000, { collapsed: 'Unchanged' }],
      [5, 700, {}],
    ] as const) {
      const { source, made } = onDemand(count)
      const options = { ...OPTIONS, maxLength }
      const listed = fitBlocks(
        [textBlock('### verdict', 0), table(count, extra)],
        'footer',
        options,
      )
      const lazy = fitBlocks(
        [textBlock('### verdict', 0), { ...table(count, extra), rows: source }],
        'footer',
        options,
      )
      expect(lazy).toBe(listed)
      const kept = lazy.split('\n').filter((line) => line.startsWith('| `row-')).length
      // The rows kept, the few more that would have filled the table's own lines, the chart's.
      expect(made.size).toBeLessThan(2 * Math.max(kept, 20))
    }
  })
})

describe('utf8Length', () => {
  it('counts bytes: ASCII 1, µ 2, − 3, emoji 4', () => {
    expect(utf8Length('a')).toBe(1)
    expect(utf8Length('µ')).toBe(2)
    expect(utf8Length('−')).toBe(3)
    expect(utf8Length('🔺')).toBe(4)
    expect(utf8Length('a µ − 🔺')).toBe(new TextEncoder().encode('a µ − 🔺').length)
  })
})
