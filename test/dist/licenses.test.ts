/**
 * dist/licenses.txt names every npm package whose code is in the bundle, with its licence text and
 * its attribution notices: each NOTICE file it ships, and each `## Notice` block of the leading
 * comment of its bundled source files (@stdlib keeps the FreeBSD, Boost and Cephes notices there,
 * and the bundle drops comments). The bundle is built afresh into a scratch directory, and its
 * metafile walked here without the script's help, so a package the script misses fails the test.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../support/fixtures.js'

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
}

interface BundledPackage {
  readonly root: string
  readonly name: string
  readonly version: string
  /** Files with code in the bundle, relative to the package. */
  readonly files: Set<string>
}

const SEPARATOR = '\n' + '-'.repeat(72) + '\n\n'
const normalize = (text: string) => text.replace(/\r\n?/g, '\n').trim()

let scratch: string
let packages: BundledPackage[]
/** The sections of dist/licenses.txt by `name@version`. */
let sections: Map<string, string>

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'bench-verdict-licenses-'))
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { bundle } = await import(${JSON.stringify(path.join(REPO_ROOT, 'scripts/bundle.mjs'))})
       process.stdout.write(JSON.stringify(await bundle(${JSON.stringify(scratch)})))`,
    ],
    { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  expect(run.stderr).toBe('')
  const metafile = JSON.parse(run.stdout) as Metafile
  const byRoot = new Map<string, Set<string>>()
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(input.replaceAll('\\', '/'))
      if (bytesInOutput === 0 || !match?.[1] || !match[2]) continue
      byRoot.set(match[1], (byRoot.get(match[1]) ?? new Set()).add(match[2]))
    }
  packages = [...byRoot].map(([root, files]) => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, root, 'package.json'), 'utf8')) as {
      name: string
      version: string
    }
    return { root: path.join(REPO_ROOT, root), name: manifest.name, version: manifest.version, files }
  })
  const text = readFileSync(path.join(REPO_ROOT, 'dist/licenses.txt'), 'utf8')
  sections = new Map(
    text.split(SEPARATOR).map((section) => [section.slice(0, section.indexOf('\n')), section]),
  )
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

const sectionOf = (p: BundledPackage) => sections.get(`${p.name}@${p.version}`) ?? ''
const filesIn = (root: string, pattern: RegExp) =>
  readdirSync(root)
    .filter((f) => pattern.test(f))
    .sort()

describe('dist/licenses.txt', () => {
  it('has one section per bundled package version, and none for a package not in the bundle', () => {
    // Dozens of @stdlib packages alone: an empty walk would make every other test pass vacuously.
    expect(packages.length).toBeGreaterThan(100)
    const expected = new Set(packages.map((p) => `${p.name}@${p.version}`))
    expect(new Set(sections.keys())).toEqual(expected)
  })

  it("carries each package's licence text under its name", () => {
    for (const p of packages) {
      const section = sectionOf(p)
      expect(section, `${p.name}@${p.version}`).toMatch(/^[^\n]+\nLicense: \S/)
      const [file] = filesIn(p.root, /^(licen[sc]e|copying)(\.|-|$)/i)
      if (file === undefined) continue
      expect(section, `${p.name}: ${file}`).toContain(
        normalize(readFileSync(path.join(p.root, file), 'utf8')),
      )
    }
  })

  it('carries the text of every NOTICE file a bundled package ships', () => {
    let notices = 0
    for (const p of packages)
      for (const file of filesIn(p.root, /^notice(\.|-|$)/i)) {
        notices++
        const text = normalize(readFileSync(path.join(p.root, file), 'utf8'))
        expect(sectionOf(p), `${p.name}: ${file}`).toContain(`Notice (${file}):\n\n${text}`)
      }
    // Every @stdlib package ships one (Apache-2.0).
    expect(notices).toBeGreaterThanOrEqual(packages.filter((p) => p.name.startsWith('@stdlib/')).length)
  })

  it('carries the notice that a bundled source file keeps in its leading comment', () => {
    let notices = 0
    for (const p of packages)
      for (const file of p.files) {
        const comment = /^\s*\/\*\*?([\s\S]*?)\*\//.exec(readFileSync(path.join(p.root, file), 'utf8'))
        const lines = (comment?.[1] ?? '').split('\n').map((l) => l.replace(/^\s*\* ?/, '').trimEnd())
        const heading = lines.findIndex((l) => /^#+\s*notice$/i.test(l.trim()))
        if (heading === -1) continue
        notices++
        // Every line of the notice, wherever the file that carries it is named.
        for (const line of lines.slice(heading + 1).filter((l) => l.trim() !== ''))
          expect(sectionOf(p), `${p.name}/${file}`).toContain(line)
      }
    // erfc, the t and normal distributions' special functions: FreeBSD, Boost and Cephes code.
    expect(notices).toBeGreaterThan(10)
  })
})
