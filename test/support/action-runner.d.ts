export declare const REPO_ROOT: string
export interface ActionRun {
  exitCode: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  /** GITHUB_OUTPUT as the Action wrote it, every `name<<delimiter` block in order. */
  outputFile: string
  summary: string
  /** The run's RUNNER_TEMP: nothing of the Action's own must be left in it. */
  runnerTemp: string
}
export declare function runBundledAction(options: {
  inputs: Record<string, string>
  env: Record<string, string>
  event: unknown
  workspace: string
  eventName?: string
  /** Node arguments to run instead of dist/index.js. */
  entry?: string[]
}): Promise<ActionRun>
export declare function parseOutputFile(text: string): Record<string, string>
