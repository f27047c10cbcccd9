/** What the CLI touches of the process; tests pass their own to run it in-process. */
/** Where the CLI reads from and writes to. */
export interface CliIo {
  readonly cwd: string
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
  /** Colours only on a TTY and when NO_COLOR is unset. */
  readonly color: boolean
}
