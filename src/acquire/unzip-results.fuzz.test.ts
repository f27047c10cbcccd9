/**
 * Fuzz properties of the artifact unzip path: real archives, then bytes flipped, fields
 * overwritten with lies, cut short or padded. `npm test` runs them briefly from a fixed seed;
 * `npm run fuzz` runs them long from a fresh one (test/support/fuzz.ts).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fuzzParameters } from '../../test/support/fuzz.js'
import { buildZip } from '../../test/hostile/zip-bytes.js'
import { unzipResults, type UnzipLimits } from './unzip-results.js'

const LIMITS: UnzipLimits = { maxEntries: 6, maxFileBytes: 2000, maxTotalBytes: 5000 }

const content = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constant('x'.repeat(1500)),
  fc.constant('0'.repeat(2500)),
  fc.uint8Array({ maxLength: 300 }),
)

const files = fc.dictionary(
  fc.oneof(
    fc.constantFrom('a.json', 'b.txt', 'dir/c.csv', 'run.sh', '../up.json', '/abs.json', 'd/'),
    fc.stringMatching(/^[a-z]{1,8}\.(json|txt|bin)$/),
  ),
  fc.record({ data: content, level: fc.constantFrom(0 as const, 9 as const) }),
  { maxKeys: 8 },
)

/** Where and how an archive is damaged: an offset as a fraction of its length, and new bytes. */
const damage = fc.oneof(
  fc.record({
    kind: fc.constant('overwrite' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    bytes: fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 4 }),
      fc.constantFrom(
        Uint8Array.of(0xff, 0xff, 0xff, 0xff),
        Uint8Array.of(0, 0, 0, 0),
        Uint8Array.of(0xff, 0xff),
        Uint8Array.of(0x50, 0x4b, 0x05, 0x06),
      ),
    ),
  }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
)

type Damage = typeof damage extends fc.Arbitrary<infer T> ? T : never

function applyDamage(zip: Uint8Array, edit: Damage): Uint8Array {
  const at = Math.floor(edit.at * zip.length)
  if (edit.kind === 'cut') return zip.slice(0, at)
  if (edit.kind === 'insert') {
    const out = new Uint8Array(zip.length + edit.bytes.length)
    out.set(zip.subarray(0, at))
    out.set(edit.bytes, at)
    out.set(zip.subarray(at), at + edit.bytes.length)
    return out
  }
  const out = zip.slice()
  out.set(edit.bytes.subarray(0, Math.max(0, out.length - at)), at)
  return out
}

const asBytes = (data: Uint8Array | string) =>
  typeof data === 'string' ? new TextEncoder().encode(data) : data

describe('fuzzing unzipResults', () => {
  it('never throws, stays within its limits, and returns only files whose bytes are intact', () => {
    fc.assert(
      fc.property(files, fc.array(damage, { maxLength: 3 }), (entries, edits) => {
        const zip = edits.reduce(applyDamage, buildZip(entries))
        const { files: read, diagnostics } = unzipResults(zip, 'art', LIMITS)
        const originals = Object.values(entries).map((file) => asBytes(file.data))
        let total = 0
        for (const file of read) {
          expect(file.name.startsWith('art/')).toBe(true)
          expect(file.bytes.length).toBeLessThanOrEqual(LIMITS.maxFileBytes)
          total += file.bytes.length
          // The CRC-32 check: damaged data is refused, never returned.
          expect(originals.some((o) => Buffer.from(o).equals(file.bytes))).toBe(true)
        }
        expect(total).toBeLessThanOrEqual(LIMITS.maxTotalBytes)
        expect(read.length).toBeLessThanOrEqual(LIMITS.maxEntries)
        for (const d of diagnostics)
          expect(d.file === 'art' || d.file.startsWith('art/')).toBe(true)
      }),
      fuzzParameters(300),
    )
  })

  it('reads every result file of an undamaged archive within the limits', () => {
    fc.assert(
      fc.property(files, (entries) => {
        const { files: read } = unzipResults(buildZip(entries), 'art', {
          maxEntries: 100,
          maxFileBytes: 1e6,
          maxTotalBytes: 1e7,
        })
        const expected = Object.keys(entries)
          .filter(
            (name) =>
              /\.(json|txt|csv)$/.test(name) && !name.startsWith('/') && !name.includes('..'),
          )
          .map((name) => `art/${name}`)
          .sort()
        expect(read.map((f) => f.name)).toEqual(expected)
      }),
      fuzzParameters(100),
    )
  })
})
