import { describe, expect, it } from 'vitest'
import { renderTerminal } from '../../src/report/terminal/render-terminal.js'
import { failScenario, inconclusiveScenario, noBaselineScenario } from './scenarios.js'

describe('the terminal report', () => {
  it.each([
    ['fail', failScenario],
    ['inconclusive', inconclusiveScenario],
    ['no-baseline', noBaselineScenario],
  ] as const)('matches the reviewed %s output', async (name, data) => {
    await expect(renderTerminal(data, { color: false })).toMatchFileSnapshot(
      `./terminal-${name}.txt`,
    )
  })
})
