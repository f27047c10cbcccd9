/**
 * A vitest reporter that ends every run with one plain line, `tests: N passed, N failed,
 * N skipped`, after the default reporter's summary. vitest's own summary is coloured and split
 * over several lines; CI systems that read a run's closing line for the count of tests executed
 * understand this plain form in any language. Expected failures (`it.fails`) that fail as
 * expected count as passed, as vitest counts them.
 */
import type { Reporter, TestModule } from 'vitest/node'

export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
      // A file that could not be loaded has no tests to count but failed all the same.
      if (module.state() === 'failed' && !module.children.size) failed++
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`)
  }
}
