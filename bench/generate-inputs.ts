/**
 * Realistic large inputs for benchmarks, in three harness formats: Google Benchmark JSON with
 * repetitions (iteration rows plus the aggregate rows the harness writes), `go test -bench -count N
 * -benchmem` text (one package header and `ok` line per 500 benchmarks, as a monorepo prints them)
 * and pytest-benchmark `--benchmark-json` (indented like the plugin writes it, `stats.data` kept).
 * Deterministic for a seed; `changes` maps a benchmark index to the factor its head centre is
 * multiplied by (see `knownChanges`).
 */
export interface GeneratorOptions {
  readonly benchmarks: number
  readonly samples: number
  readonly seed: number
  readonly changes: Readonly<Record<number, number>>
}

/** Mulberry32: a small, fast, seedable generator, good enough for synthetic timings. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Standard normal by Box–Muller. */
export function gaussian(random: () => number): number {
  const u = 1 - random()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
}

/**
 * The real changes a head run carries: one benchmark in 500 (at least ten in all) moves,
 * alternately +30 % and −25 %, far beyond the assumed 10 % noise floor, so a correct comparison
 * finds every one of them.
 */
export function knownChanges(benchmarks: number): Record<number, number> {
  const changes: Record<number, number> = {}
  const step = Math.min(500, Math.max(1, Math.ceil(benchmarks / 10)))
  for (let b = 0, i = 0; b < benchmarks; b += step, i++) changes[b] = i % 2 === 0 ? 1.3 : 0.75
  return changes
}

/** Centre (ns) and log-scale spread of benchmark `b`: 1 µs to 100 µs, 0.5 % to 3 %. */
function profile(
  b: number,
  changes: GeneratorOptions['changes'],
): { centre: number; sigma: number } {
  return {
    centre: (1000 + ((b * 7919) % 100_000)) * (changes[b] ?? 1),
    sigma: 0.005 + ((b * 31) % 25) / 1000,
  }
}

export function generateGoogleBenchmark(options: GeneratorOptions): string {
  const random = seededRandom(options.seed)
  const rows: string[] = []
  for (let b = 0; b < options.benchmarks; b++) {
    const name = `BM_Generated/${b}`
    const { centre, sigma } = profile(b, options.changes)
    for (let r = 0; r < options.samples; r++) {
      const time = centre * Math.exp(sigma * gaussian(random))
      rows.push(
        JSON.stringify({
          name,
          family_index: b,
          per_family_instance_index: 0,
          run_name: name,
          run_type: 'iteration',
          repetitions: options.samples,
          repetition_index: r,
          threads: 1,
          iterations: 1000,
          real_time: time,
          cpu_time: time * 0.998,
          time_unit: 'ns',
        }),
      )
    }
    for (const aggregate of ['mean', 'median', 'stddev', 'cv'])
      rows.push(
        JSON.stringify({
          name: `${name}_${aggregate}`,
          run_name: name,
          run_type: 'aggregate',
          repetitions: options.samples,
          threads: 1,
          aggregate_name: aggregate,
          aggregate_unit: aggregate === 'cv' ? 'percentage' : 'time',
          iterations: options.samples,
          real_time: centre,
          cpu_time: centre,
          time_unit: 'ns',
        }),
      )
  }
  const context = {
    date: '2026-11-29T00:00:00+00:00',
    host_name: 'bench',
    executable: './bench',
    num_cpus: 2,
    mhz_per_cpu: 2596,
    cpu_scaling_enabled: false,
    library_build_type: 'release',
  }
  return `{\n  "context": ${JSON.stringify(context)},\n  "benchmarks": [\n${rows.join(',\n')}\n  ]\n}\n`
}

/** Go's `prettyPrint`: the number of decimals shrinks as the value grows (testing/benchmark.go). */
function goFloat(value: number, unit: string): string {
  const y = Math.abs(value)
  const [decimals, width] =
    y === 0 || y >= 999.95
      ? [0, 10]
      : y >= 99.995
        ? [1, 12]
        : y >= 9.9995
          ? [2, 13]
          : y >= 0.99995
            ? [3, 14]
            : [4, 15]
  return `${value.toFixed(decimals).padStart(width)} ${unit}`
}

const GO_PACKAGE_SIZE = 500

/**
 * `go test -bench . -count N -benchmem` over packages of 500 benchmarks: each benchmark's N lines
 * together, with ns/op varying and B/op, allocs/op fixed per benchmark (as allocations are).
 */
export function generateGoTestText(options: GeneratorOptions): string {
  const random = seededRandom(options.seed)
  const lines: string[] = []
  for (let from = 0; from < options.benchmarks; from += GO_PACKAGE_SIZE) {
    const pkg = `example.com/monorepo/service${from / GO_PACKAGE_SIZE}`
    lines.push(
      'goos: linux',
      'goarch: amd64',
      `pkg: ${pkg}`,
      'cpu: AMD EPYC 7763 64-Core Processor',
    )
    const to = Math.min(options.benchmarks, from + GO_PACKAGE_SIZE)
    for (let b = from; b < to; b++) {
      const { centre, sigma } = profile(b, options.changes)
      const name = `BenchmarkGenerated/case=${b}-2`.padEnd(36)
      const bytes = `${(b * 37) % 4096}`.padStart(8)
      const allocs = `${b % 17}`.padStart(8)
      for (let r = 0; r < options.samples; r++) {
        const time = centre * Math.exp(sigma * gaussian(random))
        const iterations = `${Math.max(1, Math.round(1e9 / centre))}`.padStart(10)
        lines.push(
          `${name}\t${iterations}\t${goFloat(time, 'ns/op')}\t${bytes} B/op\t${allocs} allocs/op`,
        )
      }
    }
    lines.push('PASS', `ok  \t${pkg}\t${(12 + (from % 7)).toFixed(3)}s`)
  }
  return `${lines.join('\n')}\n`
}

/** pytest-benchmark `--benchmark-json` (4.x/5.x layout, `indent=4` as the plugin writes it). */
export function generatePytestBenchmark(
  options: GeneratorOptions & {
    /** Characters of an embedded `params.data` string per benchmark (test/field-cases.md F27). */
    readonly embeddedParam?: number
  },
): string {
  const random = seededRandom(options.seed)
  const embedded = options.embeddedParam ? 'x'.repeat(options.embeddedParam) : undefined
  const benchmarks = []
  for (let b = 0; b < options.benchmarks; b++) {
    const { centre, sigma } = profile(b, options.changes)
    const data = Array.from(
      { length: options.samples },
      () => (centre * Math.exp(sigma * gaussian(random))) / 1e9,
    )
    const sorted = [...data].sort((x, y) => x - y)
    const mean = data.reduce((s, x) => s + x, 0) / data.length
    const stddev = Math.sqrt(
      data.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, data.length - 1),
    )
    const quantile = (p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? mean
    benchmarks.push({
      group: null,
      name: `test_generated[${b}]`,
      fullname: `tests/test_generated.py::test_generated[${b}]`,
      params: embedded === undefined ? { case: b } : { case: b, data: embedded },
      param: `${b}`,
      extra_info: {},
      options: {
        disable_gc: false,
        timer: 'perf_counter',
        min_rounds: 5,
        max_time: 1.0,
        min_time: 5e-6,
        warmup: false,
      },
      stats: {
        min: sorted[0],
        max: sorted[sorted.length - 1],
        mean,
        stddev,
        rounds: data.length,
        median: quantile(0.5),
        iqr: quantile(0.75) - quantile(0.25),
        q1: quantile(0.25),
        q3: quantile(0.75),
        iqr_outliers: 0,
        stddev_outliers: 1,
        outliers: '1;0',
        ld15iqr: sorted[0],
        hd15iqr: sorted[sorted.length - 1],
        ops: 1 / mean,
        total: mean * data.length,
        data,
        iterations: 1,
      },
    })
  }
  const document = {
    machine_info: {
      node: 'bench',
      processor: 'x86_64',
      machine: 'x86_64',
      python_compiler: 'GCC 12.2.0',
      python_implementation: 'CPython',
      python_version: '3.12.7',
      release: '6.8.0',
      system: 'Linux',
      cpu: { brand_raw: 'AMD EPYC 7763 64-Core Processor', count: 2, hz_advertised_friendly: '' },
    },
    commit_info: { id: '0123456789abcdef', time: '2026-11-29T00:00:00+00:00', dirty: false },
    benchmarks,
    datetime: '2026-11-29T00:00:00.000000',
    version: '5.1.0',
  }
  return `${JSON.stringify(document, null, 4)}\n`
}
