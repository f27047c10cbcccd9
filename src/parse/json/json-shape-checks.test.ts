import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { googleBenchmarkShapes } from '../formats/google-benchmark-json.js'
import { pytestBenchmarkShapes } from '../formats/pytest-benchmark-json.js'

/** A hand-written check and the schema it stands in for (see json-shape-checks.ts). */
interface Shape {
  readonly schema: z.ZodType
  readonly fits: (value: unknown) => boolean
}

/** What a field may hold in a hostile file: the right type, a wrong one, or nothing. */
const anyField = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.double(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
)

/** Mostly what the schema asks for, sometimes anything: so that both answers of a check occur. */
const mostly = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: anyField })
const optional = (valid: fc.Arbitrary<unknown>) => fc.option(valid, { nil: undefined })
const text = fc.string({ maxLength: 8 })
const figure = optional(fc.option(fc.double(), { nil: null }))

/** Objects with fields drawn from `fields` (any may be missing) and a few unknown keys. */
function recordsOf(fields: Record<string, fc.Arbitrary<unknown>>) {
  const mostlyValid = Object.fromEntries(
    Object.entries(fields).map(([key, valid]) => [key, mostly(valid)]),
  )
  return fc
    .tuple(
      fc.record(mostlyValid, { requiredKeys: Object.keys(fields) }),
      fc.dictionary(fc.constantFrom('x_counter', 'label', 'threads', 'group'), anyField, {
        maxKeys: 2,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }))
}

const row = recordsOf({
  name: text,
  run_name: optional(text),
  run_type: optional(fc.constantFrom('iteration', 'aggregate', 'other')),
  aggregate_name: optional(text),
  repetitions: optional(fc.double()),
  iterations: optional(fc.double()),
  real_time: figure,
  cpu_time: figure,
  time_unit: optional(text),
  error_occurred: optional(fc.boolean()),
  error_message: optional(text),
  skipped: optional(fc.oneof(fc.boolean(), fc.double(), text)),
  skip_message: optional(text),
})

const entry = recordsOf({
  name: text,
  fullname: optional(text),
  params: optional(fc.option(fc.dictionary(text, anyField, { maxKeys: 2 }), { nil: null })),
  stats: recordsOf({
    min: figure,
    max: figure,
    mean: figure,
    stddev: figure,
    median: figure,
    rounds: fc.double(),
    data: optional(fc.array(fc.oneof(fc.double(), text), { maxLength: 3 })),
  }),
})

/**
 * A check may only accept what its schema accepts, and the schema must then return the value
 * unchanged in every field it declares: the adapter reads the value as is instead of zod's copy.
 * Returns whether the check accepted, so a test can see that both answers occurred.
 */
function expectSound(shape: Shape, value: unknown): boolean {
  if (!shape.fits(value)) return false
  const parsed = shape.schema.safeParse(value)
  expect(parsed.success).toBe(true)
  expect(value).toMatchObject(parsed.data as object)
  return true
}

/** Checks `expectSound` on many values and that the check accepted some and refused others. */
function expectSoundOn(shape: Shape, values: fc.Arbitrary<unknown>, seed: number): void {
  const answers = new Set<boolean>()
  fc.assert(
    fc.property(values, (value) => {
      answers.add(expectSound(shape, value))
    }),
    { seed, numRuns: 2000 },
  )
  expect([...answers].sort()).toEqual([false, true])
}

describe('hand-written checks of JSON records', () => {
  it('accept a Google Benchmark row only when the zod schema does, unchanged', () => {
    expectSoundOn(googleBenchmarkShapes.row, row, 7)
  })

  it('accept a Google Benchmark document only when the zod schema does', () => {
    const document = recordsOf({
      context: optional(fc.dictionary(text, anyField, { maxKeys: 2 })),
      benchmarks: fc.array(row, { maxLength: 2 }),
    })
    expectSoundOn(googleBenchmarkShapes.document, document, 11)
  })

  it('accept a pytest-benchmark entry only when the zod schema does, unchanged', () => {
    expectSoundOn(pytestBenchmarkShapes.benchmark, entry, 13)
  })

  it('accept a pytest-benchmark document only when the zod schema does', () => {
    const document = recordsOf({
      machine_info: optional(fc.dictionary(text, anyField, { maxKeys: 2 })),
      benchmarks: fc.array(entry, { maxLength: 2 }),
    })
    expectSoundOn(pytestBenchmarkShapes.document, document, 17)
  })

  it('take the fast path for every record of a real-looking file', () => {
    const row = {
      name: 'BM_Copy/8',
      family_index: 0,
      run_name: 'BM_Copy/8',
      run_type: 'iteration',
      repetitions: 3,
      repetition_index: 0,
      threads: 1,
      iterations: 1000,
      real_time: 12.5,
      cpu_time: 12.4,
      time_unit: 'ns',
      bytes_per_second: 6.4e8,
    }
    const aggregate = { ...row, run_type: 'aggregate', aggregate_name: 'mean', skipped: false }
    const entry = {
      group: null,
      name: 'test_sort[8]',
      fullname: 'tests/test_sort.py::test_sort[8]',
      params: { n: 8 },
      stats: { min: 1e-6, max: 2e-6, mean: 1.5e-6, stddev: null, rounds: 3, data: [1e-6, 2e-6] },
    }
    for (const [shape, value] of [
      [googleBenchmarkShapes.row, row],
      [googleBenchmarkShapes.row, aggregate],
      [googleBenchmarkShapes.document, { context: {}, benchmarks: [row] }],
      [pytestBenchmarkShapes.benchmark, entry],
      [pytestBenchmarkShapes.document, { machine_info: { cpu: {} }, benchmarks: [entry] }],
    ] as const) {
      const parsed = JSON.parse(JSON.stringify(value)) as unknown
      expect(shape.fits(parsed)).toBe(true)
      expectSound(shape, parsed)
    }
  })
})
