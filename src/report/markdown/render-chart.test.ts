import { describe, expect, it } from 'vitest'
import { MAX_CHART_BARS, renderChart } from './render-chart.js'

const bar = (label: string, percent: number) => ({
  label,
  metric: 'time',
  percent,
  worse: percent > 0,
})

describe('renderChart', () => {
  it('draws the size of each change with the signed number in the label', () => {
    expect(renderChart([bar('BM_Crc32/16384', 32.24), bar('BM_Checksum', -27.2)])).toBe(
      [
        '```mermaid',
        'xychart-beta horizontal',
        '    title "Size of each change vs base, % (sign as in the table)"',
        '    x-axis ["BM_Crc32/16384 +32.2%", "BM_Checksum −27.2%"]',
        '    y-axis "change, %" 0 --> 40',
        '    bar [32.2, 27.2]',
        '```',
      ].join('\n'),
    )
  })

  it('counts the rows it leaves out from the total it is given', () => {
    const bars = Array.from({ length: MAX_CHART_BARS }, (_, i) => bar(`BM_${i}`, 5 + i))
    const all = [...bars, bar('BM_more', 1), bar('BM_last', 2)]
    expect(renderChart(bars, all.length)).toBe(renderChart(all))
    expect(renderChart(bars, 22)).toContain(`first ${MAX_CHART_BARS} of 22 rows`)
  })

  it('is empty when there is nothing to show', () => {
    expect(renderChart([])).toBe('')
    expect(renderChart([bar('x', Number.NaN)])).toBe('')
  })

  it('keeps Mermaid syntax out of labels: quotes, entities, comments, backticks', () => {
    const chart = renderChart([bar('a"b #35; %%{init}%% `c` <br>]', 5)])
    const labels = /x-axis \[(.*)\]/.exec(chart)?.[1] ?? ''
    expect(labels).toBe('"a·b ·35· ···init··· ·c· ·br·] +5.0%"')
  })

  it('keeps labels apart when names share a long prefix and suffix', () => {
    const chart = renderChart([
      bar('BenchmarkHandler/route=2170/payload=1KiB', 20),
      bar('BenchmarkHandler/route=740/payload=1KiB', 19),
    ])
    expect(chart).toContain('x-axis ["…route=2170/payl… +20.0%", "…route=740/payl… +19.0%"]')
  })

  it(`shows at most ${MAX_CHART_BARS} bars and says so`, () => {
    const chart = renderChart(Array.from({ length: 30 }, (_, i) => bar(`b${i}`, i + 1)))
    expect(/bar \[(.*)\]/.exec(chart)?.[1]?.split(', ')).toHaveLength(MAX_CHART_BARS)
    expect(chart).toContain('first 20 of 30 rows')
  })

  it('makes repeated labels unique with the metric, then a number', () => {
    const chart = renderChart([
      bar('BM_A', 10),
      { ...bar('BM_A', 12), metric: 'cpu' },
      bar('BM_A', 11),
    ])
    expect(chart).toContain(
      'x-axis ["BM_A time +10.0%", "BM_A cpu +12.0%", "BM_A time (2) +11.0%"]',
    )
  })
})
