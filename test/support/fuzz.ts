/**
 * fast-check settings and input mutations shared by the fuzz properties (`*.fuzz.test.ts`).
 * In `npm test` every property runs a fixed, small number of times from a fixed seed, so CI is fast
 * and repeatable; `npm run fuzz` sets FUZZ_SCALE (that many times more runs) and FUZZ_SEED (a
 * fresh seed, printed by the script so a failure replays with `FUZZ_SEED=<seed> npm run fuzz`).
 */
import fc from 'fast-check'

const FIXED_SEED = 20_260_811

/** Runs `defaultRuns` times from the fixed seed, or as FUZZ_SCALE and FUZZ_SEED say. */
export function fuzzParameters(defaultRuns: number): fc.Parameters<unknown> {
  const scale = Number(process.env.FUZZ_SCALE)
  const seed = Number(process.env.FUZZ_SEED)
  return {
    numRuns: Number.isSafeInteger(scale) && scale > 0 ? defaultRuns * scale : defaultRuns,
    seed: Number.isSafeInteger(seed) ? seed : FIXED_SEED,
  }
}

/** Numbers a hostile or broken harness writes where a value belongs. */
const HOSTILE_NUMBERS = [
  '1e999',
  '-1e999',
  '1e308',
  '-1e308',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '-5',
  '-0',
  '0',
  '9'.repeat(400),
  '1.2.3',
  '0x1F',
  '"12"',
  'null',
  'true',
  '[]',
  '{}',
]

/** Fragments that have broken parsers: structure, encodings, nesting, long runs, markup. */
const HOSTILE_SNIPPETS = [
  '\u0000',
  '\ufffd',
  '\ud800',
  '\u2028',
  '"',
  '\\',
  '\\u12',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '\n',
  '\r\n',
  '\r',
  '\t',
  ' '.repeat(3000),
  '\n'.repeat(500),
  // Deeper than a recursive reader's stack: jsonc-parser overflows near 5,000 levels.
  '['.repeat(20_000),
  '{"a":'.repeat(20_000),
  '<!--',
  '<?',
  '&#x110000;',
  '&#99999999999;',
  ']]>',
  'time: [',
  'thrpt: [',
  ' ... bench: ',
  ' x 1,234 ops/sec ±1.00% (0 runs sampled)',
  'Benchmark',
  'BenchmarkX-8 1 -5 ns/op',
  'SUCCESS: ',
  '|',
  'µs',
  'ns/op',
  ' ± ',
  '%',
  'totals: 1',
  'events: Ir',
  'name,iterations,real_time,cpu_time,time_unit',
  '-'.repeat(79),
]

/** One edit of a text; data rather than a function, so counterexamples print readably. */
export type Mutation =
  | { readonly kind: 'number'; readonly nth: number; readonly value: string }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | {
      readonly kind: 'repeat'
      readonly at: number
      readonly length: number
      readonly times: number
    }
  | { readonly kind: 'truncate'; readonly at: number }

const position = fc.double({ min: 0, max: 1, noNaN: true })

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('number' as const),
      nth: fc.nat(200),
      value: fc.constantFrom(...HOSTILE_NUMBERS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: position,
      text: fc.oneof(
        fc.constantFrom(...HOSTILE_SNIPPETS),
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.json({ maxDepth: 2 }),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      at: position,
      length: fc.nat(400),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('repeat' as const),
      at: position,
      length: fc.integer({ min: 1, max: 200 }),
      times: fc.integer({ min: 2, max: 50 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: position }) },
)

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g

/** `text` with `edit` applied. */
export function applyMutation(text: string, edit: Mutation): string {
  const at = 'at' in edit ? Math.floor(edit.at * text.length) : 0
  switch (edit.kind) {
    case 'number': {
      const matches = [...text.matchAll(NUMBER)]
      const match = matches.length > 0 ? matches[edit.nth % matches.length] : undefined
      if (!match) return text
      return text.slice(0, match.index) + edit.value + text.slice(match.index + match[0].length)
    }
    case 'insert':
      return text.slice(0, at) + edit.text + text.slice(at)
    case 'delete':
      return text.slice(0, at) + text.slice(at + edit.length)
    case 'repeat': {
      const piece = text.slice(at, at + edit.length)
      return text.slice(0, at) + piece.repeat(edit.times) + text.slice(at)
    }
    case 'truncate':
      return text.slice(0, at)
  }
}

/** `seed` edited one to four times. */
export function mutatedText(seed: string): fc.Arbitrary<string> {
  return fc
    .array(mutation, { minLength: 1, maxLength: 4 })
    .map((edits) => edits.reduce(applyMutation, seed))
}
