/**
 * The re-run commands the report suggests, from real harness output (fixtures/hyperfine/named,
 * fixtures/google-benchmark/long-names; see their PROVENANCE.md): what a user copies must do what
 * it says, and never run a name as a command (docs/security.md).
 */
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { runCli } from './run-cli.js'

async function compare(folder: string, output: 'markdown' | 'json'): Promise<string> {
  let stdout = ''
  const argv = ['compare', '--base', `${folder}/base.json`, '--head', `${folder}/head.json`]
  await runCli([...argv, '--output', output], {
    cwd: REPO_ROOT,
    stdout: (text) => (stdout += text),
    stderr: () => {},
    color: false,
  })
  return stdout
}

/** The "Re-run what needs a closer look" section of a Markdown report. */
function rerunSection(markdown: string): string {
  const start = markdown.indexOf('<details><summary>Re-run what needs a closer look')
  return markdown.slice(start, markdown.indexOf('</details>', start))
}

interface Json {
  rerun: string[]
  rerunFilters: { format: string; benchmarks: string[]; filter: string; command: string }[]
}

describe('re-run commands from real results', () => {
  it('never offers a hyperfine `-n` name as the command, and says what the JSON cannot tell', async () => {
    // hyperfine -N -n "it's" 'sleep 0.01': the JSON's `command` is the name, "it's".
    const section = rerunSection(await compare('fixtures/hyperfine/named', 'markdown'))
    expect(section).toContain("```sh\nhyperfine --runs 30 -n 'it'\\''s' '<command>'\n```")
    expect(section).not.toContain("hyperfine --runs 30 'it'\\''s'")
    expect(section).toContain(
      "hyperfine's JSON holds a benchmark's `-n` name when one was given, not its command, and does not record `-N` (`--shell=none`): put each benchmark's own command in place of `<command>` (without `-n`, its name is its command), and add `-N` if the original run used it.",
    )
    const json = JSON.parse(await compare('fixtures/hyperfine/named', 'json')) as Json
    expect(json.rerunFilters).toEqual([
      {
        format: 'hyperfine-json',
        harness: 'hyperfine',
        benchmarks: ["it's"],
        filter: "-n 'it'\\''s' '<command>'",
        command: "hyperfine --runs 30 -n 'it'\\''s' '<command>'",
      },
    ])
  })

  it('leaves a Google Benchmark name cut when read out of the filter, and says so', async () => {
    const json = JSON.parse(await compare('fixtures/google-benchmark/long-names', 'json')) as Json
    const long = `BM_Long_${'x'.repeat(176)}…#`
    expect(json.rerun).toHaveLength(2)
    expect(json.rerun.find((name) => name.startsWith(long))).toMatch(/…#[0-9a-f]{14}$/)
    expect(json.rerun).toContain('BM_Short')
    // The cut form (`…#` and a hash) matches no name Google Benchmark knows: it is not in the filter.
    expect(json.rerunFilters).toEqual([
      {
        format: 'google-benchmark-json',
        harness: 'Google Benchmark',
        benchmarks: ['BM_Short'],
        filter: '^(BM_Short)$',
        command: "<benchmark binary> --benchmark_filter='^(BM_Short)$' --benchmark_repetitions=20",
      },
    ])
    const section = rerunSection(await compare('fixtures/google-benchmark/long-names', 'markdown'))
    expect(section).toContain(
      '1 benchmark left out of the filters: its name is longer than 200 characters and was cut when read (`…#` and a hash), so no filter can select it exactly; select it by hand (the step output `rerun` and the JSON report list every name).',
    )
    expect(section).toContain(
      "```sh\n<benchmark binary> --benchmark_filter='^(BM_Short)$' --benchmark_repetitions=20\n```",
    )
    expect(section).not.toContain('BM_Long')
  })
})
