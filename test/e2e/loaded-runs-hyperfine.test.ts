/**
 * hyperfine on a deliberately loaded machine (fixtures/loaded-runs/hyperfine, provenance in
 * fixtures/loaded-runs/README.md): the verdicts of test/support/loaded-suite.ts, for a head doing
 * about 28 % more work per iteration in two benchmarks (measured +29.7 % and +28.5 %).
 */
import { describeLoadedHarness } from '../support/loaded-suite.js'

const BENCHMARKS = ['./workload crc', './workload fnv', './workload primes']
const CHANGED = ['./workload crc', './workload fnv']

describeLoadedHarness({
  title: 'hyperfine',
  folder: 'fixtures/loaded-runs/hyperfine',
  ext: 'json',
  benchmarks: BENCHMARKS,
  changed: CHANGED,
  knownAaGaps: ['no history'],
})
