/**
 * What bench-verdict prints for the tester's real runs (test/golden/tester-cases/PROVENANCE.md):
 * each case is a sentence that once contradicted the line next to it.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from '../support/fixtures.js'

const CASES = 'test/golden/tester-cases'

async function cli(...argv: string[]): Promise<string> {
  let stdout = ''
  await runCli(argv, {
    cwd: REPO_ROOT,
    stdout: (text) => (stdout += text),
    stderr: () => undefined,
    color: false,
  })
  return stdout
}

const compare = (base: string, head: string, ...more: string[]) =>
  cli('compare', '--base', base, '--head', head, '--no-policy', ...more)

describe('base and head with no benchmark in common (every benchmark renamed)', () => {
  const run = (output: string) =>
    compare(`${CASES}/a1.json`, `${CASES}/renamed.json`, '--output', output)

  it('says nothing was in common, with counts that agree, and what to check', async () => {
    const text = await run('text')
    expect(text).toContain(
      '🔵 inconclusive: needs a closer look: base and head have no benchmark in common, so nothing was compared\n' +
        '  - 10 gated metrics are in only one of the runs (5 added, 5 removed): check that base and head ran the same benchmarks under the same names and filters (a rename, a different benchmark filter, another result file)\n' +
        '  (5 added, 5 removed among 10 gated metrics)\n',
    )
    expect(text).not.toContain('no comparison is gated')
    expect(text).not.toContain('informational here')
  })

  it('does not claim in the comment that no gated benchmark changed', async () => {
    const body = await run('markdown')
    expect(body).toContain(
      '### 🔵 Benchmarks: inconclusive — needs a closer look: base and head have no benchmark in common, so nothing was compared',
    )
    expect(body).not.toContain('No gated benchmark changed beyond the thresholds.')
  })

  it('prints a diagnostic of no file without an empty file name', async () => {
    const text = await run('text')
    expect(text).toContain(
      '  warning: metric "items" has no known better direction, so it is shown but never gated; set it in the policy file',
    )
    expect(text).not.toContain('warning: : ')
  })
})

describe('perf stat CSV (one value per event, whatever -r was)', () => {
  it('says a CSV named differently on each side has nothing in common, and why', async () => {
    const text = await compare(
      'fixtures/perf-stat-csv/base/kernel.csv',
      'fixtures/perf-stat-csv/head/kernel-once.csv',
    )
    expect(text).toContain(
      "  - 2 gated metrics are in only one of the runs (1 added, 1 removed): check that base and head ran the same benchmarks under the same names and filters (a rename, a different benchmark filter, another result file); perf stat's CSV names each benchmark after its file (bench-out/parse.csv is parse), so give base and head files the same name\n" +
        '  (1 added, 1 removed among 2 gated metrics)\n',
    )
  })

  it('says the CSV gives one value and where the spread is, not "use more repetitions"', async () => {
    const text = await compare(
      'fixtures/perf-stat-csv/base/kernel.csv',
      'fixtures/perf-stat-csv/head/kernel.csv',
    )
    expect(text).toContain(
      "  - 1 gated comparison could not be tested: perf stat's CSV output (-x,) gives one value per event: the mean of its -r repetitions, but not how many there were; perf's text output (perf stat -r N without -x, read as format perf-stat-text) carries their number and spread\n",
    )
    expect(text).not.toContain('repetitions per side')
    expect(text).toContain('  (1 unverified regression among 1 gated metric)\n')
  })
})

describe('an A/A control and no history', () => {
  it('names the runs the floor was measured from, in the terminal and the comment', async () => {
    const args = [`${CASES}/a1.json`, `${CASES}/slow10.json`, '--control', `${CASES}/a2.json`]
    const text = await compare(args[0] ?? '', args[1] ?? '', ...args.slice(2))
    expect(text).toContain('noise floor: measured from the base and A/A control runs\n')
    const body = await compare(args[0] ?? '', args[1] ?? '', ...args.slice(2), '--output', 'markdown')
    expect(body).toContain(
      'between-run floor ±17.1\u00a0% (measured from the base and A/A control runs).',
    )
    expect(body).toContain('(this run: 17.1%, measured from the base and A/A control runs)')
    expect(body).not.toContain('(history)')
    const json = JSON.parse(
      await compare(args[0] ?? '', args[1] ?? '', ...args.slice(2), '--output', 'json'),
    ) as { geomean: { floor: { source: string } } }
    // The JSON keeps the path's id (schema/report.schema.json): only the words changed.
    expect(json.geomean.floor.source).toBe('history')
  })

  it('leads with a control that disagrees with the base, and bounds unreadable percentages', async () => {
    const args = ['--control', `${CASES}/a3.json`]
    const text = await compare(`${CASES}/a1.json`, `${CASES}/slow10.json`, ...args)
    const reasons = text.split('\n').filter((line) => line.startsWith('  - '))
    expect(reasons[0]).toMatch(
      /^ {2}- the A\/A control run, of the same build, differs from the base by up to \+240 %: this environment is too unstable to compare \(it varies more than the within-run statistics assume\); 5 benchmarks changed beyond ±5 % \(q ≤ 0\.05\): BM_Work\/1000 \+240 %, BM_Work\/10000 \+225 %, BM_Fixed \+214\.7 %, BM_Maybe \+214 %, BM_Tput \+222 %; the suite geomean moved \+223 %, its CI beyond ±2 %$/,
    )
    // Detectable on the log scale: the speedup side of a bound of +1,000 % is −90.9 %, never −1,000 %.
    expect(text).toContain('smallest detectable change here more than −90.9 % / +1,000 %')
    expect(text).toContain('detectable at this n: more than −90.9 % / +1,000 %')
    expect(text).not.toMatch(/±\d{5,}/)
    // A change under a very wide interval keeps its whole percents; the long side its two digits.
    expect(text).toContain(
      'BM_Work/1000 (real_time): +12 % [−99.7 %, +36,000 %] (q = 0.99), whose interval reaches inside the ±5 % band; not significant',
    )
    expect(text).not.toMatch(/−(1\d\d|[2-9]\d\d|\d{4,})(\.\d+)? %/)
    const body = await compare(`${CASES}/a1.json`, `${CASES}/slow10.json`, ...args, '--output', 'markdown')
    expect(body).toContain(
      'between-run floor more than ±1,000\u00a0% (measured from the base and A/A control runs).',
    )
    expect(body).toContain('(this run: more than 1,000%, measured from the base and A/A control runs)')
    expect(body).not.toMatch(/\d{6,}(\.\d)?\s?%/)
  })
})

describe('possible regressions a waiver accepts', () => {
  const run = (policy: string, output = 'text') =>
    cli(
      'compare',
      '--base',
      `${CASES}/a1.json`,
      '--head',
      `${CASES}/slow10.json`,
      '--policy',
      `${CASES}/${policy}`,
      '--output',
      output,
    )

  it('marks the waived rows in the terminal and counts them apart', async () => {
    const text = await run('waive-work.yml')
    expect(text).toMatch(/^BM_Work\/1000 +real_time .* inconclusive \(waived\)$/m)
    expect(text).toMatch(/^BM_Work\/1000 +cpu_time .* inconclusive$/m)
    expect(text).toMatch(/^BM_Tput +real_time .* inconclusive$/m)
    expect(text).toContain('  (1 inconclusive (+2 waived), 2 no change among 5 gated metrics)\n')
    const body = await run('waive-work.yml', 'markdown')
    expect(body).toContain('0 regressions · **1 inconclusive (+2 waived)** · 0 improvements')
  })

  it('does not make the verdict inconclusive, nor bold the count, when every one is waived', async () => {
    const text = await run('waive-all.yml')
    expect(text).toContain('  (3 waived inconclusive, 2 no change among 5 gated metrics)\n')
    expect(text).toMatch(/^✅ pass: /m)
    const body = await run('waive-all.yml', 'markdown')
    expect(body).toContain('0 regressions · 3 waived inconclusive · 0 improvements')
    expect(body).not.toContain('**3')
  })
})

describe('Google Benchmark counters written as NaN or Infinity (fixtures/google-benchmark/non-finite)', () => {
  const run = (output: string) =>
    compare(
      'fixtures/google-benchmark/non-finite/base.json',
      'fixtures/google-benchmark/non-finite/head.json',
      '--output',
      output,
    )
  const why = (key: string) =>
    `counter "${key}" is NaN or Infinity in every repetition: a counter that divides by zero, such as a rate over no items, is written so`

  it('shows them in the terminal as rows not compared, and says why under the table', async () => {
    const text = await run('text')
    expect(text).toMatch(/\nBM_Ratio +hit_rate +— +— +not measurable +— +not compared\n/)
    expect(text).toMatch(/\nBM_Ratio +speedup +— +— +not measurable +— +not compared\n/)
    expect(text).toContain(
      '\nnot compared:\n' +
        `  - BM_Ratio (hit_rate): the harness reported: ${why('hit_rate')}\n` +
        `  - BM_Ratio (speedup): the harness reported: ${why('speedup')}\n`,
    )
  })

  it('gives the same reason in the comment', async () => {
    const body = await run('markdown')
    expect(body).toContain(
      `| \`BM_Ratio\` | speedup | not measurable | ⏸️ not compared | the harness reported: ${why('speedup')} |`,
    )
  })
})

describe('a vitest benchmark that throws on the head side (vitest exits 0)', () => {
  it('is failed on that side, so the verdict fails by default', async () => {
    let stdout = ''
    const code = await runCli(
      [
        'compare',
        '--base',
        'fixtures/vitest-bench-json/throw-base.json',
        '--head',
        'fixtures/vitest-bench-json/throws.json',
        '--no-policy',
      ],
      { cwd: REPO_ROOT, stdout: (t) => (stdout += t), stderr: () => undefined, color: false },
    )
    expect(stdout).toMatch(/maybe throw +latency .* failed\n/)
    expect(stdout).toContain('❌ fail')
    expect(stdout).not.toContain('no finite sample on the head side')
    expect(code).toBe(1)
  })
})

describe('one result file twice on the head side (a copy beside it)', () => {
  it('reads it once, so n is that of one run, and warns naming both files', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'bv-copies-'))
    mkdirSync(path.join(cwd, 'hd'))
    const fixture = (name: string) => path.join(REPO_ROOT, 'fixtures/google-benchmark', name)
    copyFileSync(fixture('base.json'), path.join(cwd, 'b.json'))
    copyFileSync(fixture('head.json'), path.join(cwd, 'hd', 'h1.json'))
    copyFileSync(fixture('head.json'), path.join(cwd, 'hd', 'h2.json'))
    let stdout = ''
    await runCli(['compare', '--base', 'b.json', '--head', 'hd', '--no-policy'], {
      cwd,
      stdout: (t) => (stdout += t),
      stderr: () => undefined,
      color: false,
    })
    expect(stdout).toContain(
      'warning: hd/h2.json: has the same bytes as hd/h1.json: read once, so that its samples are not counted twice',
    )
    expect(stdout).toMatch(/BM_Crc32\/16384 +real_time .*\(n=10\) .*\(n=10\)/)
    expect(stdout).not.toContain('n=20')
  })
})

describe('a Google Benchmark library built as debug, in every file of the run', () => {
  it('says so once for the run, naming the files, not once per history file', async () => {
    const rounds = 'fixtures/google-benchmark/rounds'
    const history = [1, 2, 3, 4, 5].map((i) => `${rounds}/base-${i}.json`)
    const text = await compare(
      `${rounds}/base-6.json`,
      `${rounds}/head-6.json`,
      ...history.flatMap((file) => ['--history', file]),
    )
    const notes = text.split('\n').filter((line) => line.includes('is a debug build'))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toContain(
      'warning: fixtures/google-benchmark/rounds/head-6.json $.context.library_build_type: the Google Benchmark library is a debug build',
    )
    expect(notes[0]).toMatch(
      /a Release build of your project\); the same in all 7 files: fixtures\/google-benchmark\/rounds\/head-6\.json, fixtures\/google-benchmark\/rounds\/base-6\.json, fixtures\/google-benchmark\/rounds\/base-1\.json and 4 more$/,
    )
  })
})
