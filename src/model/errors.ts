/** A problem with one setting, named as the user wrote it (input name, CLI flag or policy path). */
export interface InputProblem {
  readonly input: string
  readonly message: string
}

/** Invalid configuration: every problem at once. Caught once, in the shell. */
export class InputError extends Error {
  override readonly name = 'InputError'
  constructor(readonly problems: readonly InputProblem[]) {
    super(problems.map((p) => `${p.input}: ${p.message}`).join('\n'))
  }
}
