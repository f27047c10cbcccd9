/** The documentation files the tests read, and the fenced code blocks in them. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../support/fixtures.js'

export interface CodeBlock {
  /** Repository-relative file. */
  readonly file: string
  /** 1-based line of the block's first content line. */
  readonly line: number
  readonly lang: string
  readonly text: string
}

/** README.md, CHANGELOG.md and every Markdown file under docs/ and examples/, repository-relative. */
export function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) return walk(relative)
      return entry.name.endsWith('.md') ? [relative] : []
    })
  return ['README.md', 'CHANGELOG.md', ...walk('docs'), ...walk('examples')]
}

export function exampleWorkflows(): string[] {
  return readdirSync(path.join(REPO_ROOT, 'examples'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => `examples/${name}`)
}

export function readRepoFile(relative: string): string {
  return readFileSync(path.join(REPO_ROOT, relative), 'utf8')
}

/**
 * Fenced code blocks (```lang … ```) of a Markdown file, with the fence's indentation removed (a
 * block inside a list item); nested fences are not used in the docs.
 */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readRepoFile(file).split('\n')
  const blocks: CodeBlock[] = []
  let open:
    { lang: string; line: number; indent: number; fence: string; body: string[] } | undefined
  for (const [index, line] of lines.entries()) {
    if (open) {
      if (line.trim() === open.fence) {
        blocks.push({ file, line: open.line, lang: open.lang, text: open.body.join('\n') })
        open = undefined
      } else
        open.body.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)))
      continue
    }
    const start = /^(\s*)(```+)\s*([\w-]*)/.exec(line)
    if (start)
      open = {
        lang: start[3] ?? '',
        line: index + 2,
        indent: (start[1] ?? '').length,
        fence: start[2] ?? '```',
        body: [],
      }
  }
  return blocks
}
