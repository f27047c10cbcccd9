import { readFileSync } from 'node:fs'
import path from 'node:path'
import { decodeText } from '../../src/parse/text/decode-text.js'
import type { SourceText } from '../../src/parse/formats/format-adapter.js'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

/** A committed fixture as the parse stage sees it (decoded text, repository-relative name). */
export function fixtureSource(relative: string): SourceText {
  const name = `fixtures/${relative}`
  return { name, text: decodeText(name, readFileSync(path.join(REPO_ROOT, name))).text }
}
