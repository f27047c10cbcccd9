/**
 * Real interleaved ABBA rounds end to end (docs/method.md §6.1): `bench-verdict compare --paired` on
 * fixtures/<harness>/rounds (6 rounds, 5 repetitions per side and round; see their PROVENANCE.md).
 * Code changes in the fixtures: `crc` ~1.30× slower, `checksum` ~0.70× faster, the rest identical.
 */
import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { runCli } from '../shell/run-cli.js'

interface JsonComparison {
  readonly benchmark: string
  readonly metricKind: string
  readonly gated: boolean
  readonly ratio: number
  readonly ci: { readonly lower: number; readonly upper: number }
  readonly pValue: number
  readonly qValue: number
  readonly method: string
  readonly floor: { readonly value: number; readonly source: string }
  readonly class: string
  readonly strength: string | null
  readonly reasons: readonly string[]
  readonly signs: { readonly positive: number; readonly negative: number; readonly zero: number }
}

async function comparePaired(
  cwd: string,
  base: string,
  head: string,
  ...options: string[]
): Promise<{ level: string; times: Map<string, JsonComparison> }> {
  let stdout = ''
  let stderr = ''
  await runCli(
    ['compare', '--base', base, '--head', head, '--paired', '--output', 'json', ...options],
    { cwd, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), color: false },
  )
  expect(stderr).toBe('')
  const report = JSON.parse(stdout) as {
    verdict: { level: string }
    comparisons: JsonComparison[]
  }
  const times = report.comparisons.filter((c) => c.gated && c.metricKind === 'wall-time')
  return { level: report.verdict.level, times: new Map(times.map((c) => [c.benchmark, c])) }
}

const CHANGED = /crc|checksum/i

describe.each([
  ['google-benchmark', 'json', 5],
  ['hyperfine', 'json', 8],
  ['go-test', 'txt', 5],
])('%s rounds with --paired', (harness, extension, benchmarks) => {
  const run = () =>
    comparePaired(
      REPO_ROOT,
      `fixtures/${harness}/rounds/base-*.${extension}`,
      `fixtures/${harness}/rounds/head-*.${extension}`,
    )

  it("compares every benchmark's gated time by the stratified test or, when the rounds differ more than their repetitions explain, random effects; floor 0 (§6.1, §10.1)", async () => {
    const { times } = await run()
    expect(times.size).toBe(benchmarks)
    // Real rounds are heterogeneous (Q > R − 1 for most benchmarks): HKSJ takes over.
    expect([...times.values()].some((c) => c.method === 'random-effects-hksj')).toBe(true)
    for (const c of times.values()) {
      expect(['stratified-rank-sum', 'random-effects-hksj']).toContain(c.method)
      expect(c.floor).toEqual({ value: 0, source: 'paired' })
      expect(c.signs.positive + c.signs.negative + c.signs.zero).toBe(6)
    }
  })

  it('calls every changed benchmark strong with q < 1e-4, every round agreeing', async () => {
    const { level, times } = await run()
    const changed = [...times.values()].filter((c) => CHANGED.test(c.benchmark))
    expect(changed.length).toBeGreaterThanOrEqual(3)
    for (const c of changed) {
      const slower = /crc/i.test(c.benchmark)
      expect(c).toMatchObject({
        class: slower ? 'regression' : 'improvement',
        strength: 'strong',
      })
      // The HKSJ t on R − 1 = 5 df cannot reach the stratified test's 1e-10 (hyperfine crc: 1.4e-5).
      expect(c.qValue).toBeLessThan(1e-4)
      expect(slower ? c.signs.positive : c.signs.negative).toBe(6)
      expect(slower ? c.ci.lower : 1 / c.ci.upper).toBeGreaterThan(1.2)
    }
    expect(level).toBe('fail')
  })

  it('flags no unchanged benchmark', async () => {
    const { times } = await run()
    const unchanged = [...times.values()].filter((c) => !CHANGED.test(c.benchmark))
    expect(unchanged.length).toBeGreaterThanOrEqual(2)
    for (const c of unchanged) {
      expect(c.class).toBe('no-change')
      expect(Math.abs(Math.log(c.ratio))).toBeLessThan(Math.log(1.03))
    }
  })
})

describe('real figures', () => {
  it('Google Benchmark: the changes and a small significant shift of identical code', async () => {
    const { times } = await comparePaired(
      REPO_ROOT,
      'fixtures/google-benchmark/rounds/base-*.json',
      'fixtures/google-benchmark/rounds/head-*.json',
    )
    // Rounds heterogeneous (Q > R − 1): the DerSimonian–Laird estimate with the HKSJ interval.
    const crc = times.get('BM_Crc32/1024')!
    expect(crc.method).toBe('random-effects-hksj')
    expect(crc.ratio).toBeCloseTo(1.3038, 4)
    expect(crc.ci.lower).toBeCloseTo(1.2716, 4)
    expect(crc.ci.upper).toBeCloseTo(1.3368, 4)
    const checksum = times.get('BM_Checksum')!
    expect(checksum.ratio).toBeCloseTo(0.7252, 4)
    // Identical code, 5 of 6 rounds slower on base: significant, but within τ = 5 %.
    const primes = times.get('BM_Primes')!
    expect(primes.ratio).toBeCloseTo(0.9798, 4)
    expect(primes.qValue).toBeCloseTo(0.0354, 4)
    expect(primes).toMatchObject({ class: 'no-change', strength: 'equivalent' })
  })

  it('hyperfine: rounds that disagree in sign are "not resolvable" (§6.1)', async () => {
    const { times } = await comparePaired(
      REPO_ROOT,
      'fixtures/hyperfine/rounds/base-*.json',
      'fixtures/hyperfine/rounds/head-*.json',
    )
    const crc = times.get('./workload crc 1 [scale=1]')!
    expect(crc.method).toBe('random-effects-hksj')
    expect(crc.ratio).toBeCloseTo(1.2852, 4)
    expect(crc.qValue).toBeCloseTo(1.4439e-5, 9)
    const newton = times.get('./workload newton 1 [scale=1]')!
    expect(newton.signs).toEqual({ positive: 3, negative: 3, zero: 0 })
    expect(newton.qValue).toBeGreaterThan(0.05)
    expect(newton.class).toBe('no-change')
    expect(newton.reasons).toContain('not resolvable: the rounds disagree in sign')
    expect(crc.reasons).not.toContain('not resolvable: the rounds disagree in sign')
  })
})

describe('real figures, go test', () => {
  it('the changes, and identical code that is not resolvable', async () => {
    const { times } = await comparePaired(
      REPO_ROOT,
      'fixtures/go-test/rounds/base-*.txt',
      'fixtures/go-test/rounds/head-*.txt',
    )
    const crc = times.get(
      'example.com/benchfixture/checksum › BenchmarkCRC32/size=16384 (procs 2)',
    )!
    // Homogeneous rounds (Q ≤ R − 1): the stratified answer; q moved with the family's other p.
    expect(crc.method).toBe('stratified-rank-sum')
    expect(crc.ratio).toBeCloseTo(1.3564, 4)
    expect(crc.ci.lower).toBeCloseTo(1.3448, 4)
    expect(crc.qValue).toBeCloseTo(3.987e-10, 12)
    const checksum = times.get('example.com/benchfixture/checksum › BenchmarkChecksum (procs 2)')!
    expect(checksum.ratio).toBeCloseTo(0.7159, 4)
    // Σ U_s over the six rounds is 75 = E exactly (U = 9, 2, 16, 12, 21, 15), so the stratified
    // z is 0; but the rounds differ more than their repetitions explain, and HKSJ answers.
    const primes = times.get('example.com/benchfixture/numeric › BenchmarkPrimes (procs 2)')!
    expect(primes.method).toBe('random-effects-hksj')
    expect(primes.pValue).toBeCloseTo(0.874759, 6)
    expect(primes.signs).toEqual({ positive: 3, negative: 3, zero: 0 })
    expect(primes.reasons).toContain('not resolvable: the rounds disagree in sign')
  })
})

describe('how runs say they were interleaved', () => {
  /** The hyperfine rounds copied under names whose last number is not the round. */
  function renamedRounds(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-rounds-'))
    const source = path.join(REPO_ROOT, 'fixtures/hyperfine/rounds')
    for (const file of readdirSync(source).filter((f) => f.endsWith('.json'))) {
      const [side, round] = file.replace('.json', '').split('-')
      copyFileSync(path.join(source, file), path.join(dir, `round${round}-${side}-x86_64.json`))
    }
    return dir
  }

  it('takes the round from --round-pattern when the last number in the name is not it', async () => {
    const dir = renamedRounds()
    const reference = await comparePaired(
      REPO_ROOT,
      'fixtures/hyperfine/rounds/base-*.json',
      'fixtures/hyperfine/rounds/head-*.json',
    )
    const named = await comparePaired(
      dir,
      'round*-base-*.json',
      'round*-head-*.json',
      '--round-pattern',
      'round(\\d+)',
    )
    for (const [label, c] of reference.times) {
      const same = named.times.get(label)!
      expect(same.signs).toEqual(c.signs)
      expect(same.pValue).toBe(c.pValue)
      expect(same.ratio).toBe(c.ratio)
    }
    // By default the last number (64 of x86_64) is every file's round: one stratum, no pairing.
    const fused = await comparePaired(dir, 'round*-base-*.json', 'round*-head-*.json')
    for (const c of fused.times.values()) expect(c.signs.positive + c.signs.negative).toBe(1)
  })
})
