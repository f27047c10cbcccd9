import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeFailure, runAction } from './run-action.js'

const TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a'
const SIGNED_URL =
  'https://productionresultssa1.blob.core.windows.net/actions-results/a.zip?sv=2023&sig=Ab3%2BcD4%3D'

/** The line `core.setFailed` prints when the Action fails outright (no secret, no stack). */
describe('describeFailure', () => {
  it('says a bug in one line, without the stack, the signed URL or the token', () => {
    const error = new TypeError(`cannot read ${SIGNED_URL} with token ${TOKEN}\nmore detail`)
    error.stack = `TypeError: boom\n    at read (/home/runner/work/_actions/x/dist/index.js:1:2)`
    const line = describeFailure(error)
    expect(line).toBe(
      'cannot read <url> with token <token> more detail. This is a bug in bench-verdict; please report it.',
    )
  })

  it('keeps the status of an API error', () => {
    const error = Object.assign(new Error('Service Unavailable'), { status: 503 })
    expect(describeFailure(error)).toBe('GitHub API answered HTTP 503: Service Unavailable')
  })

  it('says the API could not be reached when no answer came (not "answered HTTP 500")', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), {
      status: 500,
      request: { method: 'GET', url: 'https://api.example/x' },
    })
    expect(describeFailure(error)).toBe(
      "the GitHub API could not be reached (no answer: connect ECONNREFUSED 127.0.0.1:443); check GITHUB_API_URL and the runner's network",
    )
  })

  it('describes a thrown value that is not an Error', () => {
    expect(describeFailure({ url: SIGNED_URL })).toBe(
      '[object Object]. This is a bug in bench-verdict; please report it.',
    )
  })
})

describe('runAction with invalid inputs', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    process.exitCode = undefined
  })

  it('fails the step and writes the problems to the job summary too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bv-inputs-'))
    const summary = path.join(dir, 'summary.md')
    const output = path.join(dir, 'output')
    writeFileSync(summary, '')
    writeFileSync(output, '')
    vi.stubEnv('GITHUB_WORKSPACE', dir)
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary)
    vi.stubEnv('GITHUB_OUTPUT', output)
    vi.stubEnv('INPUT_RESULTS', 'out/*.json')
    vi.stubEnv('INPUT_THRESHOLD', 'abc')
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await runAction()
    } finally {
      write.mockRestore()
    }
    expect(process.exitCode).toBe(1)
    expect(readFileSync(summary, 'utf8')).toBe(
      [
        '### ⛔ Benchmarks: error — invalid inputs',
        '',
        'Nothing was compared: 1 input was refused.',
        '',
        '- `threshold`: expected a percentage such as "5%" or a fraction such as "0.05", from 0 % and under 100 %, got "abc"',
        '',
        'Fix the `with:` inputs of this step in the workflow file and re-run the job.',
        '',
        '',
      ].join('\n'),
    )
    expect(readFileSync(output, 'utf8')).toContain('invalid inputs')
  })
})
