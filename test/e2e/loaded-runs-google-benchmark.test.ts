/**
 * Google Benchmark on a deliberately loaded machine (fixtures/loaded-runs/google-benchmark, provenance in
 * fixtures/loaded-runs/README.md): the verdicts of test/support/loaded-suite.ts, for a head doing
 * about 28 % more work per iteration in two benchmarks (measured +27.8 % and +30.8 % base to head by median).
 */
import { describeLoadedHarness } from '../support/loaded-suite.js'

const BENCHMARKS = ['BM_Crc32', 'BM_Fnv1a', 'BM_Primes', 'BM_Newton']
const CHANGED = ['BM_Crc32', 'BM_Fnv1a']

describeLoadedHarness({
  title: 'Google Benchmark',
  folder: 'fixtures/loaded-runs/google-benchmark',
  ext: 'json',
  benchmarks: BENCHMARKS,
  changed: CHANGED,
  knownAaGaps: ['no history', 'A/A control'],
})
