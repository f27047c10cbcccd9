import { describe, expect, it } from 'vitest'
import { comparison } from '../../../test/support/report-builders.js'
import { inlineText } from './escape-markdown.js'
import { changeRow, failedRow } from './render-table.js'

describe('changeRow', () => {
  it('escapes metric names and units the same however often and however many it has seen', () => {
    const row = (i: number) =>
      changeRow(
        comparison({
          id: { name: 'BM_x' },
          metricName: `metric_${i % 1_500} @team <b>`,
          metric: 'custom',
          unit: i % 2 === 0 ? 'ms</details>|`@team`' : `unit_${i}`,
          base: 100,
          head: 120,
          class: 'regression',
        }),
        undefined,
      )
    for (let i = 0; i < 3_000; i++) {
      const cells = row(i).cells
      expect(cells[1]).toBe(inlineText(`metric_${i % 1_500} @team <b>`, 40))
      if (i % 2 === 0) expect(cells[2]).toContain(`\u00a0${inlineText('ms</details>|`@team`', 30)}`)
    }
  })
})

describe('failedRow', () => {
  const failedOn = (side: 'head' | 'base' | 'both') =>
    ({
      ...comparison({ id: { name: 'BM_Parse' }, base: 1_000, head: null, class: 'failed' }),
      failure: {
        side,
        head: side === 'base' ? null : { message: 'bad header' },
        base: side === 'head' ? null : { message: 'out of memory' },
      },
    }) as const
  // The Failed column and the message: the last two cells.
  const tail = (row: { cells: readonly string[] }) => row.cells.slice(-2)

  it('names the side that failed as the event names the head', () => {
    expect(tail(failedRow(failedOn('head'), 'pull-request'))).toEqual([
      '**on the PR**',
      'bad header',
    ])
    expect(tail(failedRow(failedOn('head'), 'push'))).toEqual(['**in this push**', 'bad header'])
    expect(tail(failedRow(failedOn('head'), 'run'))).toEqual(['**in the head run**', 'bad header'])
    expect(tail(failedRow(failedOn('head')))).toEqual(['**in the head run**', 'bad header'])
  })

  it('says both sides, and base alone, with the same words', () => {
    expect(tail(failedRow(failedOn('both'), 'pull-request'))).toEqual([
      'on the PR and on base',
      'bad header; base: out of memory',
    ])
    expect(tail(failedRow(failedOn('both'), 'push'))).toEqual([
      'in this push and on base',
      'bad header; base: out of memory',
    ])
    expect(tail(failedRow(failedOn('base'), 'push'))).toEqual(['on base', 'out of memory'])
  })
})
