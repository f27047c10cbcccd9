/**
 * valgrind `--tool=cachegrind` output files (`cachegrind.out.<pid>`, valgrind 3.x): `desc:` cache
 * geometry, `cmd:`, `events:` (Ir, and I1mr … DLmw with the cache simulation) and the final
 * `summary:` line, read without cg_annotate. The cache geometry goes into the environment, since
 * miss counts depend on it.
 */
import type { FormatAdapter } from './format-adapter.js'
import { parseValgrindProfile } from './valgrind-profile.js'

export const cachegrindText: FormatAdapter<'cachegrind-text'> = {
  id: 'cachegrind-text',
  harness: 'valgrind cachegrind',
  aliases: ['cachegrind'],
  detect: ({ text }) =>
    !/^(?:# callgrind format|creator: callgrind)/m.test(text) &&
    /^cmd:/m.test(text) &&
    /^events:/m.test(text) &&
    /^summary:/m.test(text),
  parse: (source) => parseValgrindProfile(source, 'cachegrind-text'),
}
