// @ts-check
// Runs the committed Action bundle exactly as the runner does: INPUT_* variables, GITHUB_EVENT_PATH,
// GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and GITHUB_API_URL. Shared by the end-to-end tests and `npm run demo`.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * `entry` runs another script in the bundle's place (`npm run stress` runs the Action from src).
 * @param {{ inputs: Record<string, string>, env: Record<string, string>, event: unknown, workspace: string, eventName?: string, entry?: string[] }} options
 * The run's RUNNER_TEMP is `runnerTemp` (the directory of the event, output and summary files).
 * @returns {Promise<{ exitCode: number, stdout: string, stderr: string, outputs: Record<string, string>, outputFile: string, summary: string, runnerTemp: string }>}
 */
export async function runBundledAction(options) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-verdict-run-'))
  const eventPath = path.join(dir, 'event.json')
  const outputPath = path.join(dir, 'output.txt')
  const summaryPath = path.join(dir, 'summary.md')
  await writeFile(eventPath, JSON.stringify(options.event))
  await writeFile(outputPath, '')
  await writeFile(summaryPath, '')
  /** @type {Record<string, string>} */
  const env = {
    PATH: process.env.PATH ?? '',
    ...options.env,
    ...(options.eventName ? { GITHUB_EVENT_NAME: options.eventName } : {}),
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: options.workspace,
    RUNNER_TEMP: dir,
  }
  for (const [name, value] of Object.entries(options.inputs))
    env[`INPUT_${name.toUpperCase()}`] = value
  const child = spawn(process.execPath, options.entry ?? [path.join(REPO_ROOT, 'dist/index.js')], {
    cwd: options.workspace,
    env,
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += String(chunk)))
  child.stderr.on('data', (chunk) => (stderr += String(chunk)))
  const exitCode = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? -1)))
  // The raw file too: `outputs` keeps the last value of a name, which hides a name written twice.
  const outputFile = await readFile(outputPath, 'utf8')
  return {
    exitCode: /** @type {number} */ (exitCode),
    stdout,
    stderr,
    outputs: parseOutputFile(outputFile),
    outputFile,
    summary: await readFile(summaryPath, 'utf8'),
    runnerTemp: dir,
  }
}

/**
 * The runner's `name<<DELIMITER … DELIMITER` output file format.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseOutputFile(text) {
  /** @type {Record<string, string>} */
  const outputs = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, name = '', delimiter] = match
    const value = []
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i])
    outputs[name] = value.join('\n')
  }
  return outputs
}
