import { describe, expect, it } from 'vitest'
import { comparison, reportData, verdict } from '../../../test/support/report-builders.js'
import { renderComment } from '../markdown/render-comment.js'
import { renderTerminal } from '../terminal/render-terminal.js'
import { wallCpuNotes } from './wall-cpu-notes.js'

/** An identical binary on a contended runner: wall time +25.7 %, CPU time −0.3 %. */
const wall = comparison({
  id: { name: 'BM_Parse' },
  metricName: 'real_time',
  metric: 'wall-time',
  base: 1000,
  head: 1257,
  class: 'regression',
  strength: 'strong',
  qValue: 0.0001,
})
const cpu = comparison({
  id: { name: 'BM_Parse' },
  metricName: 'cpu_time',
  metric: 'cpu-time',
  gated: false,
  base: 1000,
  head: 997,
  class: 'no-change',
  strength: 'equivalent',
})

describe('wall time against CPU time', () => {
  it('notes a wall-time regression that CPU time does not show, in the row and the terminal', () => {
    expect([...wallCpuNotes([wall, cpu], ' ').values()]).toEqual([
      'wall +25.7 %, CPU −0.3 %: time spent waiting — runner contention or a new wait in the code',
    ])
    const data = reportData({ verdict: verdict('fail', 'x'), comparisons: [wall, cpu] })
    const comment = renderComment(data, { maxLength: 60_000, fullReportName: 'the JSON report' })
    expect(comment).toContain(
      '| 🔺 regression (strong): wall +25.7\u00a0%, CPU −0.3\u00a0%: time spent waiting — runner contention or a new wait in the code |',
    )
    expect(renderTerminal(data, { color: false })).toContain(
      '\nBM_Parse: wall +25.7 %, CPU −0.3 %: time spent waiting — runner contention or a new wait in the code\n',
    )
  })

  it('says nothing when both moved, or neither', () => {
    const both = { ...cpu, ratio: 1.25, class: 'regression' as const, strength: 'strong' as const }
    expect(wallCpuNotes([wall, both]).size).toBe(0)
    const calm = { ...wall, ratio: 1.001, class: 'no-change' as const }
    expect(wallCpuNotes([calm, cpu]).size).toBe(0)
    expect(wallCpuNotes([wall]).size).toBe(0)
  })

  it('pairs wall and CPU time against the same reference only', () => {
    const cpuAgainstMain = { ...cpu, against: 'main' }
    expect(wallCpuNotes([wall, cpuAgainstMain]).size).toBe(0)
    const wallAgainstMain = { ...wall, against: 'main' }
    expect([...wallCpuNotes([wall, cpuAgainstMain, wallAgainstMain], ' ')]).toEqual([
      [
        wallAgainstMain,
        'wall +25.7 %, CPU −0.3 %: time spent waiting — runner contention or a new wait in the code',
      ],
    ])
  })

  it('notes CPU time that moved while wall time did not', () => {
    const calm = { ...wall, ratio: 1.004, class: 'no-change' as const, strength: null }
    const busy = { ...cpu, ratio: 1.2, class: 'regression' as const, strength: 'strong' as const }
    expect([...wallCpuNotes([calm, busy], ' ').values()]).toEqual([
      'CPU +20.0 %, wall +0.4 %: CPU time moved without wall time — work on other threads, or CPU-time accounting',
    ])
  })
})
