/**
 * Go testing on a deliberately loaded machine (fixtures/loaded-runs/go-test, provenance in
 * fixtures/loaded-runs/README.md): the verdicts of test/support/loaded-suite.ts, for a head doing
 * about 28 % more work per iteration in two benchmarks (measured +24.7 % and +28.5 %).
 */
import { describeLoadedHarness } from '../support/loaded-suite.js'

const BENCHMARKS = [
  'example.com/loadedruns/kernels › BenchmarkCrc32 (procs 1)',
  'example.com/loadedruns/kernels › BenchmarkFnv1a (procs 1)',
  'example.com/loadedruns/kernels › BenchmarkPrimes (procs 1)',
  'example.com/loadedruns/kernels › BenchmarkNewton (procs 1)',
]
const CHANGED = [
  'example.com/loadedruns/kernels › BenchmarkCrc32 (procs 1)',
  'example.com/loadedruns/kernels › BenchmarkFnv1a (procs 1)',
]
// Unpinned, the test binary ran with GOMAXPROCS = 2, which Go prints as the -2 suffix.
const UNPINNED_CHANGED = CHANGED.map((name) => name.replace('(procs 1)', '(procs 2)'))

describeLoadedHarness({
  title: 'Go testing',
  folder: 'fixtures/loaded-runs/go-test',
  ext: 'txt',
  benchmarks: BENCHMARKS,
  changed: CHANGED,
  unpinnedChanged: UNPINNED_CHANGED,
})
