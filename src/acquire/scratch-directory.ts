/**
 * The run's private directory for downloaded artifact zips (docs/security.md "Reading is
 * bounded"): a zip is written here as it streams in and read back by offset (zip-file.ts), so a
 * run never holds a whole archive in memory. It is made on the first download, under
 * `RUNNER_TEMP` (the runner empties it after every job) or else the system's temporary directory,
 * with `mkdtemp` (mode 0700: no other user can read or swap a zip), and removed when the run ends.
 */
import { rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Where the directory is made: `RUNNER_TEMP` when the runner sets it, else `os.tmpdir()`. */
export function scratchParent(env: NodeJS.ProcessEnv = process.env): string {
  const runnerTemp = env.RUNNER_TEMP
  return runnerTemp !== undefined && runnerTemp !== '' ? runnerTemp : tmpdir()
}

/**
 * A directory made when first asked for a file and removed by `remove()`: by the shell at the end
 * of the run, whatever happened, and, should the process end without it (an uncaught error,
 * `process.exit`), by an `exit` hook.
 */
export class ScratchDirectory {
  /** Nothing (before the first file, after `remove()`), the directory being made, or its path. */
  private dir: Promise<string> | string | undefined
  private count = 0
  private readonly onExit = () => {
    this.remove()
  }

  constructor(private readonly parent: () => string = () => scratchParent()) {}

  /** The directory's path once made; undefined before the first file and after `remove()`. */
  get path(): string | undefined {
    return typeof this.dir === 'string' ? this.dir : undefined
  }

  /**
   * A path for a new file in the directory (made now if need be), named `<stem>-<n>.zip`; the
   * caller creates the file.
   */
  async newFile(stem: string): Promise<string> {
    this.dir ??= this.make()
    const dir = await this.dir
    this.count++
    return path.join(dir, `${stem.replace(/[^A-Za-z0-9_-]/g, '_')}-${this.count}.zip`)
  }

  /** Removes the directory and every file in it; never throws, and may be called again. */
  remove(): void {
    const dir = this.dir
    this.dir = undefined
    process.removeListener('exit', this.onExit)
    if (typeof dir === 'string') removeDirectory(dir)
  }

  /**
   * Makes the directory; once made it is the state, unless `remove()` came while it was being
   * made: then it goes at once, as the run that asked for it is over.
   */
  private make(): Promise<string> {
    const making: Promise<string> = mkdtemp(
      path.join(this.parent(), 'bench-verdict-artifacts-'),
    ).then((dir) => {
      if (this.dir !== making) removeDirectory(dir)
      else {
        this.dir = dir
        process.once('exit', this.onExit)
      }
      return dir
    })
    return making
  }
}

function removeDirectory(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
  } catch {
    // Best effort: on the runner, RUNNER_TEMP is emptied after the job anyway.
  }
}

/** The run's scratch directory: one run per process (the Action); its shell removes it at the end. */
export const runScratch = new ScratchDirectory()
