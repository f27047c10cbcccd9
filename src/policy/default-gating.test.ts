import { describe, expect, it } from 'vitest'
import type { MetricIdentity } from '../compare/comparison-rules.js'
import { defaultGating } from './default-gating.js'

const metric = (
  kind: MetricIdentity['metric'],
  name: string,
  direction: MetricIdentity['direction'] = 'lower-is-better',
): MetricIdentity => ({
  benchmark: { name: 'b' },
  metric: kind,
  metricName: name,
  unit: 'ns',
  direction,
})

function gated(metrics: readonly MetricIdentity[]): string[] {
  return metrics.filter((m) => defaultGating(m, metrics)).map((m) => m.metricName)
}

describe('which metrics gate by default (docs/architecture.md §3)', () => {
  it.each([
    [
      'wall time gates; cpu time beside it is informational',
      [metric('wall-time', 'real_time'), metric('cpu-time', 'cpu_time')],
      ['real_time'],
    ],
    [
      'cpu time gates when it is the only time',
      [metric('cpu-time', 'cpu_time'), metric('memory', 'peak')],
      ['cpu_time'],
    ],
    [
      'only the first wall-time metric gates',
      [metric('wall-time', 'mean'), metric('wall-time', 'user')],
      ['mean'],
    ],
    [
      'a throughput beside wall time does not gate a second time',
      [metric('wall-time', 'ns/op'), metric('throughput', 'MB/s', 'higher-is-better')],
      ['ns/op'],
    ],
    [
      'a throughput that is the only time-derived figure gates',
      [metric('throughput', 'ops/s', 'higher-is-better')],
      ['ops/s'],
    ],
    [
      'allocations, instructions and cycles gate',
      [
        metric('allocations', 'allocs/op'),
        metric('instructions', 'Ir'),
        metric('cycles', 'cycles'),
      ],
      ['allocs/op', 'Ir', 'cycles'],
    ],
    [
      'memory and custom metrics are informational',
      [metric('memory', 'B/op'), metric('custom', 'score', 'higher-is-better')],
      [],
    ],
    [
      'a metric with unknown direction never gates',
      [metric('instructions', 'Ir', 'unknown'), metric('wall-time', 't', 'unknown')],
      [],
    ],
  ] as const)('%s', (_, metrics, expected) => {
    expect(gated(metrics)).toEqual(expected)
  })
})

describe('a benchmark two formats report', () => {
  const from = (format: string, kind: MetricIdentity['metric'], name: string): MetricIdentity => ({
    ...metric(kind, name),
    format,
  })
  const google = [
    from('google-benchmark-json', 'wall-time', 'real_time'),
    from('google-benchmark-json', 'cpu-time', 'cpu_time'),
  ]
  const custom = [from('custom-json', 'wall-time', 'ns')]

  it("gates each format's primary metric, whatever the order of the files", () => {
    expect(gated([...google, ...custom])).toEqual(['real_time', 'ns'])
    expect(gated([...custom, ...google])).toEqual(['ns', 'real_time'])
  })
})
