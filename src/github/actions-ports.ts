import * as core from '@actions/core'
import { constants } from 'node:fs'
import { lstat, mkdir, open, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { LogPort, OutputPort, SummaryPort } from '../model/ports.js'
import { leavesDirectory } from '../settings/settings.js'
import { inertLogLines, withoutWorkflowCommands } from './log-text.js'

/** Step outputs through the runner's GITHUB_OUTPUT file. */
export const actionsOutputs: OutputPort = {
  set: (name, value) => {
    core.setOutput(name, value)
  },
}

/** The job summary (GITHUB_STEP_SUMMARY). */
export const actionsSummary: SummaryPort = {
  async write(markdown) {
    await core.summary.addRaw(markdown, true).write()
  },
}

/**
 * Log lines, notices and collapsible groups in the job log. Plain lines are made inert first
 * (they may carry names from the PR). Annotations are percent-encoded by `@actions/core`, which
 * leaves the older `##[` form in place: that is defused here too.
 */
export const actionsLog: LogPort = {
  info: (message) => {
    core.info(inertLogLines(message))
  },
  notice: (message) => {
    core.notice(withoutWorkflowCommands(message))
  },
  warning: (message) => {
    core.warning(withoutWorkflowCommands(message))
  },
  group: (name, run) => core.group(name, run),
}

const NO_FOLLOW: number = (constants as { O_NOFOLLOW?: number }).O_NOFOLLOW ?? 0

/**
 * Writes a report file under `root` (relative paths) and returns its absolute path. Never through
 * a link the checkout put there: a link at the file itself (`report.json -> ~/.bashrc`) is
 * replaced by the file, and a folder that links out of `root` is refused, so a PR cannot make the
 * Action overwrite a file outside the workspace (docs/security.md).
 *
 * @throws Error when the file's folder links out of `root`; what the file system throws
 */
export function workspaceFiles(root: string): {
  write(file: string, text: string | Iterable<string>): Promise<string>
} {
  return {
    async write(file, text) {
      const target = path.resolve(root, file)
      const folder = path.dirname(target)
      await mkdir(folder, { recursive: true })
      if (await leavesDirectory(folder, root))
        throw new Error(`${file}: its folder is a link out of the workspace; not written`)
      const link = await lstat(target).catch(() => null)
      if (link?.isSymbolicLink() === true) await unlink(target)
      // O_NOFOLLOW: a link made between the check and the open is not followed either (Windows
      // has no such flag; there a link needs rights a checkout does not have).
      const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NO_FOLLOW
      const handle = await open(target, flags, 0o644)
      try {
        if (typeof text === 'string') await handle.writeFile(text)
        else for (const chunk of text) await handle.write(chunk)
      } finally {
        await handle.close()
      }
      return target
    },
  }
}
