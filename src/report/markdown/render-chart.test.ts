import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../../test/support/gfm.js'
import { MAX_CHART_BARS, renderChart } from './render-chart.js'
import type { ChartBar } from './table-rows.js'

const bar = (label: string, percent: number, worse: boolean | null = percent > 0): ChartBar => ({
  label,
  metric: 'time',
  percent,
  worse,
})

/** The chart's rows (and closing note): the lines between the legend and the closing fence. */
function rows(chart: string): string[] {
  return chart.split('\n').slice(3, -1)
}

describe('renderChart', () => {
  it('draws regressions right of the zero axis and improvements left, to scale', () => {
    const chart = renderChart([
      bar('BM_Decode/utf8', 19.0),
      bar('BM_Encode', -17.7),
      bar('BM_Crc32/16384', 3.1),
    ])
    expect(chart).toBe(
      [
        '```text',
        'Change vs base, bars to scale (longest 19.0 %); % as in the table',
        '                       improvement ←│→ regression',
        'BM_Decode/utf8                      │████████████████████ +19.0 %',
        'BM_Encode        ▐██████████████████│                     −17.7 %',
        'BM_Crc32/16384                      │███▌                  +3.1 %',
        '```',
      ].join('\n'),
    )
    // The zero axis is in one column on every line, and lengths are |change| / 19 × 40 halves.
    const lines = chart.split('\n').slice(2, -1)
    expect(new Set(lines.map((line) => Array.from(line).indexOf('│')))).toEqual(new Set([36]))
    const halves = (side: string) =>
      2 * (side.match(/█/g) ?? []).length + (side.match(/[▌▐]/g) ?? []).length
    expect(
      rows(chart).map((line) => {
        const [left = '', right = ''] = line.split('│')
        return [halves(left), halves(right)]
      }),
    ).toEqual([
      [0, 40],
      [37, 0],
      [0, 7],
    ])
  })

  it('draws by class, not by sign: a rate that rose is an improvement, and says so', () => {
    const chart = renderChart([bar('BM_Parse ops/s', 12.5, false), bar('BM_Write', 25)])
    expect(rows(chart)).toEqual([
      'BM_Parse ops/s            ██████████│                     +12.5 %',
      'BM_Write                            │████████████████████ +25.0 %',
      'A rate (ops/s, MB/s) that rose is an improvement: its + is drawn on the left.',
    ])
  })

  it('gives a tiny change half a column, 0.0 % none, and an unknown direction no bar', () => {
    const chart = renderChart([bar('a', 40), bar('b', 0.2), bar('c', 0.01), bar('d', 10, null)])
    expect(rows(chart)).toEqual([
      'a                      │████████████████████ +40.0 %',
      'b                      │▌                     +0.2 %',
      'c                      │                       0.0 %',
      'd                      │                     +10.0 % (direction unknown: not drawn)',
    ])
  })

  it('keeps the block one code block whatever the names hold', () => {
    const hostile = `\`\n\u200b${'y'.repeat(300)}</pre>\`\`\`\`\``
    const chart = renderChart([bar(hostile, 19), bar('BM_Plain', -3)])
    expect(chart.startsWith('``````text\n')).toBe(true)
    expect(chart.endsWith('\n``````')).toBe(true)
    expect(rows(chart)).toEqual([
      '`\\x0a\\u200b…yyyyyyy</pre>`````                      │████████████████████ +19.0 %',
      'BM_Plain                                         ███│                      −3.0 %',
    ])
    const html = renderGfm(`before\n\n${chart}\n\nafter\n`)
    expect(html.match(/<pre>/g)).toHaveLength(1)
    expect(html.match(/<code/g)).toHaveLength(1)
    const block = /<pre><code class="language-text">([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1]
    expect(block?.split('\n')).toEqual([
      'Change vs base, bars to scale (longest 19.0 %); % as in the table',
      '                                       improvement ←│→ regression',
      '`\\x0a\\u200b…yyyyyyy&lt;/pre&gt;`````                      │████████████████████ +19.0 %',
      'BM_Plain                                         ███│                      −3.0 %',
      '',
    ])
    expect(html).not.toContain('\u200b')
    expect(html).toMatch(/<p>after<\/p>\n$/)
  })

  it('counts the rows it leaves out from the total it is given', () => {
    const bars = Array.from({ length: MAX_CHART_BARS }, (_, i) => bar(`BM_${i}`, 5 + i))
    const all = [...bars, bar('BM_more', 1), bar('BM_last', 2)]
    expect(renderChart(bars, all.length)).toBe(renderChart(all))
    expect(renderChart(bars, 22)).toContain(`; first ${MAX_CHART_BARS} of 22 rows`)
  })

  it('is empty when there is nothing to show', () => {
    expect(renderChart([])).toBe('')
    expect(renderChart([bar('x', Number.NaN)])).toBe('')
  })

  it('keeps labels apart when names share a long prefix and suffix', () => {
    const chart = renderChart([
      bar('BenchmarkHandler/route=2170/payload=1KiB', 20),
      bar('BenchmarkHandler/route=740/payload=1KiB', 19),
    ])
    expect(rows(chart).map((line) => line.split('  ')[0])).toEqual([
      '…route=2170/payl…',
      '…route=740/payl…',
    ])
  })

  it(`shows at most ${MAX_CHART_BARS} rows and says so`, () => {
    const chart = renderChart(Array.from({ length: 30 }, (_, i) => bar(`b${i}`, i + 1)))
    expect(rows(chart)).toHaveLength(MAX_CHART_BARS)
    expect(chart).toContain('first 20 of 30 rows')
  })

  it('makes repeated labels unique with the metric, then a number', () => {
    const chart = renderChart([
      bar('BM_A', 10),
      { ...bar('BM_A', 12), metric: 'cpu' },
      bar('BM_A', 11),
    ])
    expect(rows(chart).map((line) => line.slice(0, 13))).toEqual([
      'BM_A time    ',
      'BM_A cpu     ',
      'BM_A time (2)',
    ])
  })

  it('aligns the axis under names of wide characters', () => {
    const chart = renderChart([bar('漢字テスト', 10), bar('BM_Ascii', -5)])
    expect(rows(chart)).toEqual([
      '漢字テスト                      │████████████████████ +10.0 %',
      'BM_Ascii              ██████████│                      −5.0 %',
    ])
  })
})
