import { describe, expect, it } from 'vitest'
import { peerExpected, peerFixture } from '../../test/reference/reference-set.js'
import { decodeText } from './text/decode-text.js'
import type { SourceText } from './formats/format-adapter.js'
import { parseText } from './parse-files.js'

interface PeerBench {
  readonly name: string
  readonly value: number
  readonly unit: string
  readonly range?: string
  readonly extra?: string
}

const expected = peerExpected() as {
  file: string
  tool: string
  benches: PeerBench[]
}[]

function peerSource(file: string): SourceText {
  const name = `peer/${file}`
  return { name, text: decodeText(name, peerFixture(file)).text }
}

function peerBenches(file: string): PeerBench[] {
  return expected.find((entry) => entry.file === file)?.benches ?? []
}

/** Batch B formats, read with the peer's tool name as the format id (our aliases). */
describe('peer compatibility: github-action-benchmark files of batch B', () => {
  it('benchmarkjs_output.txt: same names and ops/sec values', () => {
    const file = 'files/benchmarkjs_output.txt'
    const parsed = parseText(peerSource(file), 'benchmarkjs')
    expect(parsed.diagnostics).toEqual([])
    // Deliberate differences: the unit is spelled `ops/s` (canonical) instead of `ops/sec`; the
    // peer's `range` (±rme %) and `extra` ("93 samples") become the summary's sd and n.
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.mean, r.unit])).toEqual(
      peerBenches(file).map((b) => [b.name, b.value, 'ops/s']),
    )
    expect(parsed.results.map((r) => r.summary?.n)).toEqual([93, 96, 69])
  })

  it('benchmarkluau_output.txt: same names, values converted from ms to ns', () => {
    const file = 'files/benchmarkluau_output.txt'
    const parsed = parseText(peerSource(file), 'benchmarkluau')
    expect(parsed.diagnostics).toEqual([])
    // Deliberate differences: values in ns, not as printed in ms; the peer's `extra` ("luau", the
    // driver) is a parameter of the key so that two VMs in one file never merge.
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.benchmark.params?.driver, r.unit]),
    ).toEqual(peerBenches(file).map((b) => [b.name, b.extra, 'ns']))
    parsed.results.forEach((r, i) => {
      expect(r.summary?.mean).toBeCloseTo((peerBenches(file)[i]?.value ?? 0) * 1e6, 3)
    })
  })

  it.each([
    ['files/customBiggerIsBetter_output.json', 'customBiggerIsBetter', 'higher-is-better'],
    ['files/customSmallerIsBetter_output.json', 'customSmallerIsBetter', 'lower-is-better'],
  ] as const)('%s: same names, values and units as printed', (file, tool, direction) => {
    const parsed = parseText(peerSource(file), tool)
    expect(parsed.diagnostics).toEqual([])
    // req/s and Percent are not canonical units, so they are kept as printed, as the peer does;
    // Megabytes are bytes (F46); a custom tool's `range` and `extra` are free text, not used.
    const canonical: Record<string, [string, number]> = { Megabytes: ['B', 1e6] }
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.mean, r.unit])).toEqual(
      peerBenches(file).map((b) => {
        const [unit, factor] = canonical[b.unit] ?? [b.unit, 1]
        return [b.name, b.value * factor, unit]
      }),
    )
    expect(parsed.results.every((r) => r.direction === direction)).toBe(true)
  })

  it('customSmallerIsBetter_output2.json: ns values, numeric range ignored', () => {
    const file = 'files/customSmallerIsBetter_output2.json'
    const parsed = parseText(peerSource(file), 'customSmallerIsBetter')
    expect(parsed.diagnostics).toEqual([])
    // Deliberate difference: the peer turns the numeric `range` into a string; its meaning (sd?
    // CI half-width?) is not stated, so we keep only the value, with n = 1.
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary, r.unit])).toEqual(
      peerBenches(file).map((b) => [b.name, { n: 1, mean: b.value }, b.unit]),
    )
  })

  it('julia_output.json: the TrialEstimates as medians in ns, nested group names', () => {
    const file = 'files/julia_output.json'
    const parsed = parseText(peerSource(file), 'julia')
    expect(parsed.diagnostics).toEqual([])
    const times = parsed.results.filter((r) => r.metric === 'wall-time')
    // Deliberate differences: the estimate is a summary (median, n = 1), never a sample; the
    // peer's `extra` gctime/memory/allocs become exact memory and allocation metrics of their own.
    expect(times.map((r) => [r.benchmark.name, r.summary?.median, r.unit])).toEqual(
      peerBenches(file).map((b) => [b.name, b.value, b.unit]),
    )
    expect(
      parsed.results
        .filter((r) => r.benchmark.name === 'fib/10')
        .map((r) => [r.metric, r.samples, r.deterministic]),
    ).toEqual([
      ['wall-time', [], undefined],
      ['memory', [0], true],
      ['allocations', [0], true],
    ])
  })

  it('auto-detects every batch B peer file', () => {
    const formats = [
      ['files/benchmarkjs_output.txt', 'benchmarkjs-text'],
      ['files/benchmarkluau_output.txt', 'luau-bench-text'],
      ['files/customBiggerIsBetter_output.json', 'custom-json'],
      ['files/customSmallerIsBetter_output.json', 'custom-json'],
      ['files/customSmallerIsBetter_output2.json', 'custom-json'],
      ['files/julia_output.json', 'julia-benchmarktools-json'],
    ]
    expect(
      formats.map(([file = '']) => [file, parseText(peerSource(file), 'auto').results[0]?.format]),
    ).toEqual(formats)
  })
})

/** Batch A formats. Each difference from the peer's extraction is deliberate and named. */
describe('peer compatibility: github-action-benchmark files of batch A', () => {
  const auto = (file: string) => parseText(peerSource(file), 'auto')
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length

  it('auto-detects every batch A peer file, and reads it with the peer tool name too', () => {
    const formats = [
      ['files/benchmarkdotnet.json', 'benchmarkdotnet-json', 'benchmarkdotnet'],
      ['files/cargo_output.txt', 'rust-libtest-text', 'cargo'],
      ['files/cargo_output2.txt', 'rust-libtest-text', 'cargo'],
      ['files/cargo_output3.txt', 'rust-libtest-text', 'cargo'],
      ['files/cargo_output_units.txt', 'rust-libtest-text', 'cargo'],
      ['files/criterion_output.txt', 'rust-libtest-text', 'cargo'],
      ['files/catch2_output_v2.txt', 'catch2-text', 'catch2'],
      ['files/catch2_output_v3.txt', 'catch2-text', 'catch2'],
      ['files/issue16_output.txt', 'catch2-text', 'catch2'],
      ['files/go_fiber_duplicate_names_output.txt', 'go-test-text', 'go'],
      ['files/go_fiber_output.txt', 'go-test-text', 'go'],
      ['files/go_output.txt', 'go-test-text', 'go'],
      ['files/go_single_package_output.txt', 'go-test-text', 'go'],
      ['files/googlecpp_output.json', 'google-benchmark-json', 'googlecpp'],
      ['files/jmh_output.json', 'jmh-json', 'jmh'],
      ['files/jmh_output_2.json', 'jmh-json', 'jmh'],
      ['files/pytest_output.json', 'pytest-benchmark-json', 'pytest'],
      ['files/pytest_several_units.json', 'pytest-benchmark-json', 'pytest'],
    ] as const
    for (const [file, format, tool] of formats) {
      expect([file, auto(file).results[0]?.format]).toEqual([file, format])
      expect(parseText(peerSource(file), tool).results.length).toBe(auto(file).results.length)
    }
  })

  it('benchmarkdotnet.json: same names; the OriginalValues are the samples, their mean the peer value', () => {
    const file = 'files/benchmarkdotnet.json'
    const parsed = auto(file)
    // Deliberate difference: the peer keeps only Statistics.Mean (± sd); we keep every value of
    // Statistics.OriginalValues (the file holds no workload Result measurements) as samples.
    expect(parsed.results.map((r) => [r.benchmark.name, r.unit])).toEqual(
      peerBenches(file).map((b) => [b.name, b.unit]),
    )
    parsed.results.forEach((r, i) => {
      expect(mean(r.samples)).toBeCloseTo(peerBenches(file)[i]?.value ?? 0, 9)
    })
    expect(parsed.environment['build-type']).toBe('release')
  })

  it.each([
    'files/cargo_output.txt',
    'files/cargo_output2.txt',
    'files/cargo_output3.txt',
    'files/criterion_output.txt',
  ])('%s: same names and values; ns/iter is ns', (file) => {
    const parsed = auto(file)
    expect(parsed.diagnostics).toEqual([])
    // Deliberate differences: the unit is the canonical `ns` (metricName keeps `ns/iter`); the
    // value is libtest's median, a summary of n = 1; the peer's `range` (+/-) is libtest's
    // max − min, not a spread the model can use, so it is not kept.
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.summary?.median, r.unit, r.metricName]),
    ).toEqual(peerBenches(file).map((b) => [b.name, b.value, 'ns', b.unit]))
  })

  // Before field case F40 both units were kept custom with an unknown direction and never gated.
  it('cargo_output_units.txt: cycles/iter are cycles, MS/s a rate, each with a direction (F40)', () => {
    const file = 'files/cargo_output_units.txt'
    const parsed = auto(file)
    const as = {
      'cycles/iter': ['count', 1, 'lower-is-better'],
      'MS/s': ['ops/s', 1e6, 'higher-is-better'],
    }
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.summary?.median, r.unit, r.direction]),
    ).toEqual(
      peerBenches(file).map((b) => {
        const [unit, factor, direction] = as[b.unit as keyof typeof as]
        return [b.name, b.value * (factor as number), unit, direction]
      }),
    )
  })

  it.each(['files/catch2_output_v2.txt', 'files/catch2_output_v3.txt', 'files/issue16_output.txt'])(
    '%s: same names; means converted to ns, std dev in its own unit',
    (file) => {
      const parsed = auto(file)
      expect(parsed.diagnostics).toEqual([])
      // Deliberate differences: values in ns whatever unit was printed (41.731 us → 41731 ns);
      // the test case joins the key as `suite`; the peer's `range` lost its unit (Fibonacci-15_bench
      // "± 362" is ns next to a value in us), ours is the std dev converted from its own unit; the
      // peer's `extra` samples count is our summary's n. issue16's "0 ns" is kept as 0 for the
      // comparison to mark "not compared".
      const factor: Record<string, number> = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 }
      expect(parsed.results.map((r) => r.benchmark.name)).toEqual(
        peerBenches(file).map((b) => b.name),
      )
      parsed.results.forEach((r, i) => {
        const peer = peerBenches(file)[i]
        expect(r.summary?.mean).toBeCloseTo(
          (peer?.value ?? NaN) * (factor[peer?.unit ?? ''] ?? NaN),
          6,
        )
        expect(r.summary?.n).toBe(Number(/^(\d+) samples/.exec(peer?.extra ?? '')?.[1]))
        expect(r.unit).toBe('ns')
      })
      if (file.includes('v2')) expect(parsed.results[3]?.summary?.sd).toBe(362)
    },
  )

  it.each([
    'files/go_output.txt',
    'files/go_single_package_output.txt',
    'files/go_fiber_output.txt',
    'files/go_fiber_duplicate_names_output.txt',
  ])('%s: every per-metric value of the peer, with the package and procs kept apart', (file) => {
    const parsed = auto(file)
    expect(parsed.diagnostics).toEqual([])
    // Deliberate differences: the package is the `suite` of the key instead of a "(pkg)" name
    // suffix; the procs count is a key field (the peer's "8 procs" extra); MB/s is converted to
    // B/s; the peer's entries whose unit holds the rest of the line ("ns/op\t2833.37 MB/s …",
    // test/field-cases.md F01) have no counterpart: each value/unit pair is its own metric.
    const peers = peerBenches(file).filter((b) => !/\s/.test(b.unit))
    const perMetric = peers.filter(
      (b) =>
        b.name.endsWith(` - ${b.unit}`) || !peers.some((o) => o.name === `${b.name} - ${o.unit}`),
    )
    for (const peer of perMetric) {
      const match = /^(.*?)(?: \(([^()]+)\))?(?: - \S+)?$/.exec(peer.name)
      const result = parsed.results.find(
        (r) =>
          r.benchmark.name === match?.[1] &&
          (match[2] === undefined || r.benchmark.suite === match[2]) &&
          r.metricName === peer.unit,
      )
      const procs = Number(/(\d+) procs/.exec(peer.extra ?? '')?.[1] ?? 1)
      expect([peer.name, result?.benchmark.procs]).toEqual([peer.name, procs])
      const scale = peer.unit === 'MB/s' ? 1e6 : 1
      expect(result?.samples[0]).toBeCloseTo(peer.value * scale, 6)
    }
    expect(perMetric.length).toBeGreaterThan(0)
  })

  it('googlecpp_output.json: same names and real times; cpu time is a metric of its own', () => {
    const file = 'files/googlecpp_output.json'
    const parsed = auto(file)
    const real = parsed.results.filter((r) => r.metricName === 'real_time')
    // Deliberate differences: the unit is `ns` (the peer's `ns/iter`); the peer's extra
    // "cpu: … ns" is the cpu_time metric.
    expect(real.map((r) => [r.benchmark.name, r.samples[0], r.unit])).toEqual(
      peerBenches(file).map((b) => [b.name, b.value, 'ns']),
    )
    const cpu = parsed.results.find((r) => r.metricName === 'cpu_time')
    expect(cpu?.samples[0]).toBe(
      Number(/cpu: ([\d.]+)/.exec(peerBenches(file)[0]?.extra ?? '')?.[1]),
    )
  })

  it.each(['files/jmh_output.json', 'files/jmh_output_2.json'])(
    '%s: same benchmark and score; throughput is higher-is-better',
    (file) => {
      const parsed = auto(file)
      expect(parsed.diagnostics).toEqual([])
      const [peer] = peerBenches(file)
      const [result] = parsed.results
      // Deliberate differences: the peer judges JMH thrpt smaller-is-better, we say higher; the
      // params are key fields, not a JSON suffix of the name; the rawData (forks × iterations)
      // are the samples, their mean is the peer's score.
      expect(peer?.name.startsWith(result?.benchmark.name ?? '-')).toBe(true)
      if (file.endsWith('_2.json'))
        expect(result?.benchmark.params).toEqual({ paramA: '17', paramB: '33' })
      expect(result).toMatchObject({ unit: peer?.unit, direction: 'higher-is-better' })
      expect(mean(result?.samples ?? [])).toBeCloseTo(peer?.value ?? 0, 3)
    },
  )

  it.each(['files/pytest_output.json', 'files/pytest_several_units.json'])(
    '%s: same names; time per iteration in ns instead of iter/sec',
    (file) => {
      const parsed = auto(file)
      // Deliberate differences: we compare the time (ns, lower is better) and not the derived
      // ops (iter/sec); the peer's `range` is a stddev in seconds next to an ops value. These
      // files' `data` lists were cut by hand ("… omitted"), so the stats summary is used and a
      // warning says so (test_sleep_2 kept its 5 values: those are its samples).
      expect(parsed.results.map((r) => r.benchmark.name)).toEqual(
        peerBenches(file).map((b) => b.name),
      )
      parsed.results.forEach((r, i) => {
        expect(r.unit).toBe('ns')
        const centre = r.samples.length > 0 ? mean(r.samples) : r.summary?.mean
        expect(centre).toBeCloseTo(1e9 / (peerBenches(file)[i]?.value ?? NaN), 0)
      })
      expect(parsed.diagnostics.every((d) => d.severity === 'warning')).toBe(true)
    },
  )
})
