/**
 * Edge: finds and reads the policy file. The Action reads it from the workspace, which on a pull
 * request is the PR's checkout. That is deliberate: the policy is code under review, so a PR that
 * loosens it shows the change in its diff (protect it with CODEOWNERS), exactly as a PR can
 * change the benchmarks or the workflow that runs this step; reading the base branch's copy would
 * add no protection and would stop a PR from adding rules for the benchmarks it adds. Nothing in
 * the file is executed. On `workflow_run` (fork PRs) the workspace is the default branch's
 * checkout, so a fork cannot loosen the policy that judges it.
 */
import { constants } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_POLICY, type Policy } from '../policy/judge.js'
import { leavesDirectory, readAtMost } from './checkout-files.js'
import { invalid, parsePolicyText } from './policy-file.js'

/** Looked for when no policy file is named; a missing default file means the defaults apply. */
export const DEFAULT_POLICY_FILES = ['.github/bench-verdict.yml', '.github/bench-verdict.yaml']

/** A policy file larger than this is refused: policies are a screen of YAML, not megabytes. */
const MAX_POLICY_BYTES = 1024 * 1024

/**
 * Reads the policy: `given` (the `policy` input, `--policy`) relative to `root`, else the first
 * default file that exists. A missing default file is fine (DEFAULT_POLICY); a missing, empty-
 * named or unreadable explicit file, or an invalid one, yields a Policy whose `problems` say why.
 *
 * @param given the path the user named, or undefined/empty for the default
 * @param root the directory relative paths start from (GITHUB_WORKSPACE, or the CLI's cwd)
 */
export async function readPolicyFile(given: string | undefined, root: string): Promise<Policy> {
  const named = given?.trim()
  if (named) {
    const text = await readText(path.resolve(root, named), root)
    if (typeof text === 'string') return parsePolicyText(text, named)
    return invalid(named, [{ file: named, path: '', line: null, message: text.problem }])
  }
  for (const candidate of DEFAULT_POLICY_FILES) {
    const text = await readText(path.resolve(root, candidate), root)
    if (typeof text === 'string') return parsePolicyText(text, candidate)
    if (!text.missing)
      return invalid(candidate, [{ file: candidate, path: '', line: null, message: text.problem }])
  }
  return DEFAULT_POLICY
}

async function readText(
  file: string,
  root: string,
): Promise<string | { missing: boolean; problem: string }> {
  try {
    // Checked before reading: a link to a device (`-> /dev/zero`) would read forever, a FIFO block.
    const info = await stat(file)
    if (info.isDirectory()) return { missing: false, problem: 'is a directory, not a policy file' }
    if (!info.isFile())
      return { missing: false, problem: 'is not a regular file (a device, FIFO or socket)' }
    // A checkout's link out of the workspace (`-> /proc/self/environ`) would be read and its first
    // line quoted back in the parse error, in the log, the job summary and the comment.
    if (await leavesDirectory(file, root))
      return {
        missing: false,
        problem: 'is a link to a file outside the workspace; refused before reading',
      }
    if (info.size > MAX_POLICY_BYTES) return { missing: false, problem: TOO_LARGE }
    const bytes = await readWhole(file, MAX_POLICY_BYTES)
    if (bytes === null) return { missing: false, problem: TOO_LARGE }
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'ENOENT') return { missing: true, problem: 'the policy file does not exist' }
    if (code === 'EISDIR') return { missing: false, problem: 'is a directory, not a policy file' }
    if (error instanceof TypeError)
      return { missing: false, problem: 'the policy file is not valid UTF-8 text' }
    const why = error instanceof Error ? error.message : String(error)
    return { missing: false, problem: `the policy file cannot be read: ${why}` }
  }
}

const TOO_LARGE = `the policy file is larger than ${MAX_POLICY_BYTES} bytes`

/** The file's bytes, or null when it holds more than `limit` (non-blocking: it may be a FIFO by now). */
async function readWhole(file: string, limit: number): Promise<Buffer | null> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    return await readAtMost(handle, limit)
  } finally {
    await handle.close()
  }
}
