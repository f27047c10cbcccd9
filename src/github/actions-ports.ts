import * as core from '@actions/core'
import { mkdir, open, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { LogPort, OutputPort, SummaryPort } from '../model/ports.js'
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

/** Writes a report file under `root` (relative paths) and returns its absolute path. */
export function workspaceFiles(root: string): {
  write(file: string, text: string | Iterable<string>): Promise<string>
} {
  return {
    async write(file, text) {
      const target = path.resolve(root, file)
      await mkdir(path.dirname(target), { recursive: true })
      if (typeof text === 'string') await writeFile(target, text)
      else {
        const handle = await open(target, 'w')
        try {
          for (const chunk of text) await handle.write(chunk)
        } finally {
          await handle.close()
        }
      }
      return target
    },
  }
}
