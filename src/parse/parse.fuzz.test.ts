/**
 * Fuzz properties of every format adapter and of the parse stage: random and mutated
 * inputs, seeded from the real fixtures. `npm test` runs them briefly from a fixed seed;
 * `npm run fuzz` runs them long from a fresh one (test/support/fuzz.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { fuzzParameters, mutatedText } from '../../test/support/fuzz.js'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { decodeText } from './text/decode-text.js'
import type { FormatAdapter, SourceText } from './formats/format-adapter.js'
import { parseResultFiles } from './parse-files.js'
import { formatAdapters } from './formats/registry.js'
import { MAX_DIAGNOSTICS_PER_FILE } from './sides/result-checks.js'

/** Fixture folders whose files seed an adapter's inputs, when not named after the adapter. */
const SEED_FOLDERS: Readonly<Record<string, string>> = {
  'hyperfine-json': 'hyperfine',
  'google-benchmark-json': 'google-benchmark',
  'go-test-text': 'go-test',
  'custom-smaller-is-better': 'custom-json',
  'custom-bigger-is-better': 'custom-json',
}

/** Seeds are cut to this length so that a run stays fast. */
const MAX_SEED_LENGTH = 32 * 1024

function filesUnder(folder: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(folder)
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry)
    if (statSync(full).isDirectory()) return filesUnder(full)
    return entry.endsWith('.md') ? [] : [full]
  })
}

/** Up to four real files per adapter, as the parse stage sees them. */
function seedsFor(adapter: FormatAdapter): SourceText[] {
  const folder = path.join(REPO_ROOT, 'fixtures', SEED_FOLDERS[adapter.id] ?? adapter.id)
  const files = filesUnder(folder).filter((file) => !file.endsWith('.html'))
  // A Criterion tree is read per benchmark directory: its `new/` files are the interesting ones.
  const chosen = adapter.fileSet
    ? files.filter((f) => f.includes(`${path.sep}new${path.sep}`))
    : files
  return chosen.slice(0, 4).map((file) => {
    const name = path.relative(REPO_ROOT, file).split(path.sep).join('/')
    return { name, text: decodeText(name, readFileSync(file)).text.slice(0, MAX_SEED_LENGTH) }
  })
}

const SEEDS = new Map<string, SourceText[]>(
  formatAdapters.map((adapter) => [adapter.id, seedsFor(adapter)]),
)

/** Mutated real files, plus random text, JSON and decoded bytes, named like the seed. */
function inputs(adapter: FormatAdapter): fc.Arbitrary<SourceText> {
  const seeds = SEEDS.get(adapter.id) ?? []
  const name = seeds[0]?.name ?? `fuzz/${adapter.id}.txt`
  const random = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.json({ maxDepth: 4 }),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => decodeText(name, bytes).text),
  )
  const mutated = seeds.map((seed) =>
    mutatedText(seed.text).map((text) => ({ name: seed.name, text })),
  )
  return fc.oneof(...mutated.map((arbitrary) => ({ weight: 4, arbitrary })), {
    weight: 1,
    arbitrary: random.map((text) => ({ name, text })),
  })
}

function expectNamed(diagnostics: readonly Diagnostic[], names: readonly string[]): void {
  for (const d of diagnostics) {
    expect(names, `diagnostic "${d.message}" names no input file`).toContain(d.file)
    expect(d.message, 'a diagnostic is one line').not.toMatch(/\n|\s+at \S+ \(/)
  }
}

/** What the model may hold: finite values, a whole positive n, reported negatives. */
function expectModelSafe(
  results: readonly BenchmarkResult[],
  diagnostics: readonly Diagnostic[],
): void {
  for (const result of results) {
    expect(result.samples.every(Number.isFinite), 'samples are finite').toBe(true)
    if (result.summary) {
      const { n, ...figures } = result.summary
      expect(Number.isSafeInteger(n) && n >= 1, `summary n = ${String(n)}`).toBe(true)
      for (const value of Object.values(figures)) expect(Number.isFinite(value)).toBe(true)
    }
    if (result.quantum !== undefined) expect(Number.isFinite(result.quantum)).toBe(true)
    const { summary } = result
    const negative =
      result.samples.some((x) => x < 0) ||
      [summary?.mean, summary?.median, summary?.min, summary?.max].some(
        (x) => x !== undefined && x < 0,
      )
    if (negative && result.metric !== 'custom')
      expect(
        diagnostics.some((d) => d.file === result.source.file && /negative/i.test(d.message)),
        `negative value of ${result.benchmark.name} reported`,
      ).toBe(true)
  }
}

describe.each(formatAdapters.map((adapter) => [adapter.id, adapter] as const))(
  'fuzzing the %s adapter',
  (_id, adapter) => {
    it('never throws from detect or parse, and names the file in every diagnostic', () => {
      fc.assert(
        fc.property(inputs(adapter), (source) => {
          adapter.detect(source)
          const parsed = adapter.parse(source)
          expectNamed(parsed.diagnostics, [source.name])
        }),
        fuzzParameters(25),
      )
    })
  },
)

describe('fuzzing the parse stage', () => {
  const readable = formatAdapters.filter((adapter) => (SEEDS.get(adapter.id) ?? []).length > 0)
  const cases = fc.constantFrom(...readable).chain((adapter) =>
    fc.record({
      adapter: fc.constant(adapter),
      format: fc.constantFrom('auto', adapter.id),
      hostile: inputs(adapter),
    }),
  )

  it('hands the model only finite values, reports negatives, and still reads a good file beside a hostile one', () => {
    fc.assert(
      fc.property(cases, ({ adapter, format, hostile }) => {
        const [good] = SEEDS.get(adapter.id) ?? []
        if (!good) return
        const goodFile = { name: `good/${good.name}`, bytes: new TextEncoder().encode(good.text) }
        const alone = parseResultFiles([goodFile], format)
        const hostileFile = {
          name: `hostile/${hostile.name}`,
          bytes: new TextEncoder().encode(hostile.text),
        }
        const both = parseResultFiles([hostileFile, goodFile], format)
        expectNamed(both.diagnostics, [goodFile.name, hostileFile.name])
        expect(both.diagnostics.map((d) => d.message).join('\n')).not.toContain(
          'bug in bench-verdict',
        )
        expectModelSafe(both.results, both.diagnostics)
        const fromGood = both.results.filter((r) => r.source.file === goodFile.name)
        expect(fromGood.length).toBe(alone.results.length)
        for (const name of [goodFile.name, hostileFile.name])
          expect(both.diagnostics.filter((d) => d.file === name).length).toBeLessThanOrEqual(
            MAX_DIAGNOSTICS_PER_FILE + 3,
          )
      }),
      fuzzParameters(150),
    )
  })
})
