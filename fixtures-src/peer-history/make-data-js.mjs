// Writes fixtures/custom-json/history/data.js the way github-action-benchmark v1 writes its history:
// `window.BENCHMARK_DATA = ` + JSON.stringify(data, null, 2) (its src/write/loadData.ts,
// storeDataJs). The benches of each commit are what that Action extracted from its own test files
// (test/reference/peer-fixtures/github-action-benchmark/expected.json): Go rows with a combined
// unit (go_fiber_output.txt, before its v1.18 split), Benchmark.js (rme and samples), pytest
// (stddev and rounds), custom JSON. Commit k's values are the extracted ones times 1 + 0.01·k
// (a drift of 1 % per commit); commit 3's allocations change, as a refactoring does.
import { readFileSync, writeFileSync } from 'node:fs'
const here = new URL('.', import.meta.url)
const expected = JSON.parse(readFileSync(new URL('../../test/reference/peer-fixtures/github-action-benchmark/expected.json', here), 'utf8'))
const benchesOf = (file, count) => expected.find((e) => e.file === file).benches.slice(0, count)
const suites = {
  'Go Benchmark': ['go', benchesOf('files/go_fiber_output.txt', 1000).filter((b) => b.unit.includes('\t')).slice(0, 3)],
  'Benchmark.js Benchmark': ['benchmarkjs', benchesOf('files/benchmarkjs_output.txt', 3)],
  'Python Benchmark': ['pytest', benchesOf('files/pytest_output.json', 2)],
  'Custom Benchmark': ['customSmallerIsBetter', benchesOf('files/customSmallerIsBetter_output.json', 3)],
}
const commits = ['6e1b7a0c9f3d2b4a5c6d7e8f9a0b1c2d3e4f5a6b', 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c', '9c8b7a6f5e4d3c2b1a09f8e7d6c5b4a392817160']
const entries = {}
for (const [suite, [tool, benches]] of Object.entries(suites)) {
  entries[suite] = commits.map((id, k) => ({
    commit: { author: { name: 'Dev', username: 'dev' }, committer: { name: 'Dev', username: 'dev' }, distinct: true, id, message: `change ${k}`, timestamp: `2026-11-2${k}T10:00:00Z`, tree_id: id.split('').reverse().join(''), url: `https://github.com/example/repo/commit/${id}` },
    date: Date.UTC(2026, 10, 20 + k, 10, 5),
    tool,
    benches: benches.map((b) => ({
      ...b,
      value: Number((b.value * (1 + 0.01 * k)).toPrecision(6)),
      ...(tool === 'go' && k === 3 ? { unit: b.unit.replace(/(\d+) allocs\/op/, (_, n) => `${Number(n) + 1} allocs/op`) } : {}),
    })),
  }))
}
const data = { lastUpdate: Date.UTC(2026, 10, 23, 10, 6), repoUrl: 'https://github.com/example/repo', entries }
writeFileSync(new URL('../../fixtures/custom-json/history/data.js', here), 'window.BENCHMARK_DATA = ' + JSON.stringify(data, null, 2))
