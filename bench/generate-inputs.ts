/**
 * Realistic large inputs for benchmarks: Google Benchmark JSON with repetitions (iteration rows plus
 * the aggregate rows the harness writes). Deterministic for a seed; `changes` maps a benchmark index
 * to the factor its head centre is multiplied by.
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

export function generateGoogleBenchmark(options: GeneratorOptions): string {
  const random = seededRandom(options.seed)
  const rows: string[] = []
  for (let b = 0; b < options.benchmarks; b++) {
    const name = `BM_Generated/${b}`
    const centre = (1000 + ((b * 7919) % 100_000)) * (options.changes[b] ?? 1)
    const sigma = 0.005 + ((b * 31) % 25) / 1000
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
