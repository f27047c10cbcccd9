/**
 * What the README and docs/ state, checked against the code: the first commands, the links, the
 * format ids, the CLI flags, the pages the comment links to, the reasons the code prints, the
 * JSON report example, the screenshot.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { FORMAT_IDS, findAdapter, formatAdapters } from '../../src/parse/formats/registry.js'
import { CLI_HELP } from '../../src/shell/cli-help.js'
import { CLASS_ORDER } from '../../src/report/words/class-labels.js'
import { REPO_ROOT } from '../support/fixtures.js'
import { schemaProblems } from '../support/report-schema-validator.js'
import { codeBlocks, markdownFiles, readRepoFile } from './markdown-blocks.js'

const readme = readRepoFile('README.md')

describe('README.md', () => {
  it('starts with the demo and test commands', () => {
    const [first] = codeBlocks('README.md')
    expect(first?.lang).toBe('sh')
    expect(first?.text.split('\n').map((line) => line.split('#')[0]?.trim())).toEqual([
      'npm ci && npm run demo',
      'npm test',
    ])
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '))
  })

  it('shows the screenshot, under 300 KB', () => {
    expect(readme).toContain('](docs/images/comment.png)')
    const size = statSync(path.join(REPO_ROOT, 'docs/images/comment.png')).size
    expect(size).toBeGreaterThan(10_000)
    expect(size).toBeLessThan(300 * 1024)
  })

  it('names every key of the `counts` output in action.yml, in the order the output has them', () => {
    const action = parse(readRepoFile('action.yml')) as {
      outputs: Record<string, { description: string }>
    }
    const description = action.outputs.counts?.description ?? ''
    const keys = [...description.matchAll(/`([a-z-]+)`/g)].map((m) => m[1])
    expect(keys).toEqual([...CLASS_ORDER])
  })

  it('names every CLI flag as `bench-verdict --help` does', () => {
    const section = readme.slice(readme.indexOf('## The CLI'), readme.indexOf('## Harness formats'))
    const flags = new Set([...section.matchAll(/(?<![\w-])--[a-z][a-z-]+/g)].map((m) => m[0]))
    expect(flags.size).toBeGreaterThan(10)
    for (const flag of flags) expect(CLI_HELP).toContain(flag)
    for (const [flag] of CLI_HELP.matchAll(/(?<![\w-])--[a-z][a-z-]+/g))
      if (!['--help', '--version', '--html', '--base', '--head'].includes(flag))
        expect(section).toContain(flag)
  })
})

describe('format ids in the docs', () => {
  const aliases = formatAdapters.flatMap((a) => ('aliases' in a ? [...(a.aliases ?? [])] : []))
  const index = readRepoFile('docs/harnesses/README.md')

  it('every id and alias is listed in the README and on the harness index', () => {
    for (const id of [...FORMAT_IDS, ...aliases]) {
      expect(readme).toContain(`\`${id}\``)
      expect(index).toContain(`\`${id}\``)
    }
  })

  it('every `format:` and `--format` value in the docs is an id or alias the code knows', () => {
    for (const file of markdownFiles()) {
      const text = readRepoFile(file)
      const yaml = [...text.matchAll(/^\s*format:\s+([\w-]+)/gm)]
      // `--format` of bench-verdict, not of another tool (libtest's `--format json`).
      const flags = text
        .split('\n')
        .filter((line) => line.includes('bench-verdict'))
        .flatMap((line) => [...line.matchAll(/--format\s+([\w-]+)/g)])
      for (const [, value] of [...yaml, ...flags])
        if (value !== undefined && value !== 'auto')
          expect(findAdapter(value), `${file}: format ${value}`).toBeDefined()
    }
  })

  it('every github-action-benchmark `tool` is a format alias, and the migration page maps it', () => {
    const migration = readRepoFile('docs/migrating-from-github-action-benchmark.md')
    const tools = [
      'cargo',
      'go',
      'benchmarkjs',
      'benchmarkluau',
      'pytest',
      'googlecpp',
      'catch2',
      'julia',
      'jmh',
      'benchmarkdotnet',
      'customBiggerIsBetter',
      'customSmallerIsBetter',
    ]
    for (const tool of tools) {
      const adapter = findAdapter(tool)
      expect(adapter, tool).toBeDefined()
      expect(migration).toContain(`| \`${tool}\``)
      expect(migration).toContain(`(\`${adapter?.id ?? ''}\`)`)
    }
  })
})

describe('links', () => {
  it('every relative link in README.md, CHANGELOG.md, docs/ and examples/ points at a file', () => {
    const broken: string[] = []
    for (const file of markdownFiles()) {
      const text = readRepoFile(file)
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target === undefined || /^(https?:|mailto:|#)/.test(target)) continue
        const relative = target.split('#')[0] ?? ''
        if (!existsSync(path.join(REPO_ROOT, path.dirname(file), relative)))
          broken.push(`${file}: ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('every docs page the comment links to exists', () => {
    const renderer = ['render-comment.ts', 'render-footer.ts']
      .map((file) => readRepoFile(`src/report/markdown/${file}`))
      .join('\n')
    const pages = [...renderer.matchAll(/\$\{DOCS_URL\}\/([\w-]+\.md)/g)].map((m) => m[1])
    expect(pages.length).toBeGreaterThanOrEqual(4)
    for (const page of pages)
      expect(existsSync(path.join(REPO_ROOT, 'docs', page ?? ''))).toBe(true)
  })
})

describe('docs/inconclusive.md', () => {
  it('quotes reasons the code prints', () => {
    const doc = readRepoFile('docs/inconclusive.md')
    const code = [
      'src/policy/classify-change.ts',
      'src/compare/measure/value-checks.ts',
      'src/compare/measure/measure-summary.ts',
      'src/compare/measure/summary-spread.ts',
      'src/compare/measure/outlier-means.ts',
    ]
      .map(readRepoFile)
      .join('\n')
    const quoted = [
      'more samples needed',
      ', inside the assumed',
      'too noisy to resolve',
      'run-to-run variation of this benchmark, measured from',
      'too few samples to test',
      'the policy asks for at least',
      'is below the printed resolution',
      'invalid data: ',
      'but whether higher is better is not configured for this metric',
      'not resolvable: the rounds disagree in sign',
      'the harness gave no spread figure to test with',
      'cannot test ',
      'the harness printed no spread',
      'the means are set by a few outliers: on the ',
      'compare medians or raw samples',
      'the smallest change it can resolve is about',
    ]
    for (const phrase of quoted) {
      expect(doc).toContain(phrase)
      expect(code).toContain(phrase)
    }
  })
})

describe('docs/json-report.md', () => {
  it('has an example that the shipped schema accepts', () => {
    const example = codeBlocks('docs/json-report.md').find((b) => b.lang === 'json')
    expect(example).toBeDefined()
    expect(schemaProblems(JSON.parse(example?.text ?? 'null'))).toEqual([])
  })
})
