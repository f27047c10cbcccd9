import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { tinybenchTasksJson } from './tinybench-tasks-json.js'

describe('tinybench tasks JSON', () => {
  it('reads tinybench 6 latency samples (ms → ns), the runtime, and an errored task', () => {
    const parsed = tinybenchTasksJson.parse(fixtureSource('tinybench-tasks-json/v6-base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.environment).toEqual({ runtime: 'node 20.20.2' })
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.samples.length, r.failure?.message]),
    ).toEqual([
      ['fib(15)', 30, undefined],
      ['join 200 words', 30, undefined],
      ['sum of squares', 30, undefined],
      ['throws', 0, 'tinybench task state "errored"'],
    ])
    expect(parsed.results[0]?.samples[0]).toBeCloseTo(7321.0, 3)
    expect(parsed.results[0]).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      format: 'tinybench-tasks-json',
      source: { file: 'fixtures/tinybench-tasks-json/v6-base.json', jsonPath: '$[0]' },
    })
  })

  it('reads tinybench 2 flat results', () => {
    const parsed = tinybenchTasksJson.parse(fixtureSource('tinybench-tasks-json/v2-base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.samples.length])).toEqual([
      ['fib(15)', 30],
      ['join 200 words', 30],
      ['sum of squares', 30],
    ])
    expect(parsed.results[0]?.samples[0]).toBeCloseTo(9494.0, 3)
  })

  it('falls back to the latency summary when samples were not retained', () => {
    const text = JSON.stringify([
      {
        name: 'x',
        result: {
          state: 'completed',
          latency: { mean: 0.02, sd: 0.001, p50: 0.019, mad: 0.0005, samplesCount: 40 },
          period: 0.02,
        },
      },
    ])
    const parsed = parseText({ name: 'x.json', text }, 'auto')
    expect(parsed.results[0]?.format).toBe('tinybench-tasks-json')
    expect(parsed.results[0]?.summary).toEqual({
      n: 40,
      mean: 20_000,
      sd: 1000,
      median: 19_000,
      mad: 500,
    })
  })

  it('is detected from content for all four real files', () => {
    for (const file of ['v2-base.json', 'v2-head.json', 'v6-base.json', 'v6-head.json'])
      expect(
        parseText(fixtureSource(`tinybench-tasks-json/${file}`), 'auto').results[0]?.format,
      ).toBe('tinybench-tasks-json')
  })

  it('is detected and read after log lines, as the JSON reader skips them', () => {
    const plain = tinybenchTasksJson.parse(fixtureSource('tinybench-tasks-json/v2-base.json'))
    const parsed = parseText(fixtureSource('tinybench-tasks-json/log-prefix.json'), 'auto')
    expect(parsed.results.map((r) => [r.format, r.benchmark, r.samples])).toEqual(
      plain.results.map((r) => ['tinybench-tasks-json', r.benchmark, r.samples]),
    )
    expect(parsed.diagnostics.map((d) => [d.severity, d.location, d.message])).toEqual([
      ['info', 'lines 1–3', 'text before the JSON document was skipped'],
    ])
  })

  it('reports a task without result and a negative latency', () => {
    const parsed = tinybenchTasksJson.parse({
      name: 't.json',
      text: '[{"name":"a"},{"name":"b","result":{"samples":[0.01,-0.01],"hz":1}}]',
    })
    expect(parsed.results.map((r) => [r.benchmark.name, r.samples])).toEqual([
      ['b', [10_000, -10_000]],
    ])
    expect(parsed.diagnostics.map((d) => d.message)).toEqual([
      '"a" has no result (not run)',
      '1 negative value: a time or count cannot be negative',
    ])
  })
})

describe("tinybench's own document, { name, tasks } (F43)", () => {
  it('reads the tasks of the bench object, the bench named as their suite', () => {
    const parsed = parseText(fixtureSource('tinybench-tasks-json/doc-base.json'), 'auto')
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.environment).toEqual({ runtime: 'node 20.20.2' })
    expect(
      parsed.results.map((r) => [r.format, r.benchmark, r.samples.length, r.source.jsonPath]),
    ).toEqual([
      ['tinybench-tasks-json', { suite: 'kernels', name: 'fib(15)' }, 30, '$.tasks[0]'],
      ['tinybench-tasks-json', { suite: 'kernels', name: 'join 200 words' }, 30, '$.tasks[1]'],
      ['tinybench-tasks-json', { suite: 'kernels', name: 'sum of squares' }, 30, '$.tasks[2]'],
    ])
    // The first retained sample, 0.007804999999962092 ms in the file, in ns.
    expect(parsed.results[0]?.samples[0]).toBeCloseTo(7804.999999962092, 6)
  })

  it('pairs base and head documents by bench and task name', () => {
    const keys = (file: string) =>
      parseText(fixtureSource(file), 'auto').results.map(
        (r) => `${r.benchmark.suite}/${r.benchmark.name}`,
      )
    expect(keys('tinybench-tasks-json/doc-head.json')).toEqual(
      keys('tinybench-tasks-json/doc-base.json'),
    )
  })
})
