/**
 * valgrind `--tool=callgrind` output files (`callgrind.out.<pid>`, callgrind format version 1,
 * valgrind 3.x), with or without `--cache-sim=yes` / `--branch-sim=yes`. Only the whole-run
 * `summary:` (else the sum of the parts' `totals:`) is read; per-function costs are not.
 */
import type { FormatAdapter } from './format-adapter.js'
import { parseValgrindProfile } from './valgrind-profile.js'

export const callgrindText: FormatAdapter<'callgrind-text'> = {
  id: 'callgrind-text',
  harness: 'valgrind callgrind',
  aliases: ['callgrind'],
  detect: ({ text }) =>
    /^(?:# callgrind format|creator: callgrind)/m.test(text) && /^events:/m.test(text),
  parse: (source) => parseValgrindProfile(source, 'callgrind-text'),
}
