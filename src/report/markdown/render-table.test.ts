import { describe, expect, it } from 'vitest'
import { comparison } from '../../../test/support/report-builders.js'
import { inlineText } from './escape-markdown.js'
import { changeRow } from './render-table.js'

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
