/** A problem with one setting, named as the user wrote it (input name, CLI flag or policy path). */
export interface InputProblem {
  readonly input: string
  readonly message: string
}
