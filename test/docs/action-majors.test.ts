/**
 * Every action a workflow in README.md, docs/ or examples/ calls (`uses: owner/repo@vN`, in a
 * workflow file or any code block) is on a major that runs on Node 24, the runners' Node: a reader
 * who copies an example gets no Node 20 deprecation warning, and no action that stops running when
 * the runners drop Node 20.
 */
import { describe, expect, it } from 'vitest'
import { codeBlocks, exampleWorkflows, markdownFiles, readRepoFile } from './markdown-blocks.js'
import { NODE24_MAJORS } from './node24-majors.js'

const ACTION = 'bench-verdict/bench-verdict'

const sources = [
  ...exampleWorkflows().map((file) => ({ where: file, text: readRepoFile(file) })),
  ...markdownFiles().flatMap((file) =>
    codeBlocks(file).map((block) => ({ where: `${block.file}:${block.line}`, text: block.text })),
  ),
]
const uses = sources.flatMap(({ where, text }) =>
  [...text.matchAll(/uses:\s*['"]?([\w.-]+\/[\w.-]+)(?:\/[\w./-]+)?@([\w.-]+)/g)].map(
    ([, repo = '', ref = '']) => ({ where, repo, ref }),
  ),
)

describe('the actions the docs and examples call', () => {
  it('are found (about a hundred uses)', () => {
    expect(uses.length).toBeGreaterThan(90)
  })

  it.each(
    uses.filter((u) => u.repo !== ACTION).map((u) => [`${u.where} ${u.repo}@${u.ref}`, u] as const),
  )('%s is on a Node 24 major', (_, { repo, ref }) => {
    expect(NODE24_MAJORS, `${repo}: look up its first node24 major`).toHaveProperty([repo])
    const major = /^v(\d+)$/.exec(ref)?.[1]
    expect(major, `${repo}@${ref}: pin a major tag`).toBeDefined()
    expect(Number(major)).toBeGreaterThanOrEqual(NODE24_MAJORS[repo] ?? Infinity)
  })
})
