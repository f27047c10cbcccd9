// `node scripts/release.mjs [--dry-run] [--push] [--notes <file>]`: tags the release that the top
// entry of CHANGELOG.md describes. The entry's heading names the version (`## 1.2.0 — 2026-05-04`,
// or `## v1.2.0`); the script creates the annotated tag `v1.2.0` at HEAD with the entry as its
// message and moves the major tag `v1` to the same commit, which is what `uses: …@v1` resolves to.
// With --push it pushes both to `origin` (the major tag by force: it moves by design). --dry-run
// only prints what it would do. It refuses when the entry is unreleased, when package.json says
// another version, when the work tree has changes, or when the version's tag already names another
// commit: a published `vX.Y.Z` never moves. Run in the repository (its working directory); the
// release workflow (.github/workflows/release.yml) runs it after the full CI.
import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The top entry of a changelog: its version and its text (the lines under its heading, up to the
 * next `## ` heading). A heading that does not start with a version (`## Unreleased …`) is refused.
 * @param {string} changelog
 * @returns {{ version: string, major: number, heading: string, body: string }}
 */
export function topEntry(changelog) {
  const lines = changelog.replace(/\r\n?/g, '\n').split('\n')
  const start = lines.findIndex((line) => line.startsWith('## '))
  if (start === -1) throw new Error('CHANGELOG.md has no `## ` entry to release.')
  const heading = lines[start] ?? ''
  const match = /^## \[?v?(\d+)\.(\d+)\.(\d+)\]?(?=$|[\s:—–(-])/.exec(heading)
  if (!match)
    throw new Error(
      `The top entry of CHANGELOG.md is not a release: "${heading}". ` +
        'Give it the version first, e.g. "## 1.0.0 — 2026-03-02", then run this again.',
    )
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  const body = lines
    .slice(start + 1, next === -1 ? undefined : next)
    .join('\n')
    .trim()
  const [, major = '', minor = '', patch = ''] = match
  return { version: `${major}.${minor}.${patch}`, major: Number(major), heading, body }
}

/**
 * @param {{ cwd: string, dryRun: boolean, push: boolean, notes?: string, log: (line: string) => void }} options
 * @returns {{ tag: string, majorTag: string | undefined, commit: string }}
 */
export function release({ cwd, dryRun, push, notes, log }) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()
  const tryGit = (...args) => {
    try {
      return git(...args)
    } catch {
      return undefined
    }
  }
  const entry = topEntry(readFileSync(path.join(cwd, 'CHANGELOG.md'), 'utf8'))
  const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'))
  if (manifest.version !== entry.version)
    throw new Error(
      `CHANGELOG.md's top entry is ${entry.version}, package.json says ${manifest.version}: ` +
        'release one version, named the same in both.',
    )
  const dirty = git('status', '--porcelain')
  if (dirty !== '')
    throw new Error(`The work tree has changes; a tag must name what is committed:\n${dirty}`)
  const commit = git('rev-parse', 'HEAD')
  const tag = `v${entry.version}`
  // 0.x versions promise no compatibility between minors, so there is no major tag to follow.
  const majorTag = entry.major === 0 ? undefined : `v${entry.major}`

  const actions = []
  const existing = tryGit('rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`)
  if (existing !== undefined && existing !== commit)
    throw new Error(
      `${tag} already names ${existing}, not HEAD (${commit}); a release never moves.`,
    )
  if (existing === undefined)
    actions.push(['tag', '--annotate', tag, '--message', `${tag}\n\n${entry.body}\n`, commit])
  else log(`${tag} already names HEAD; only the major tag is brought along.`)
  if (majorTag !== undefined) {
    const current = tryGit('rev-parse', '--verify', '--quiet', `refs/tags/${majorTag}^{commit}`)
    if (current !== commit)
      actions.push([
        'tag',
        '--force',
        '--annotate',
        majorTag,
        '--message',
        `${majorTag}: ${tag}`,
        commit,
      ])
  } else log(`${tag} is a 0.x release: no major tag is moved.`)
  if (push) {
    actions.push(['push', 'origin', `refs/tags/${tag}`])
    if (majorTag !== undefined) actions.push(['push', '--force', 'origin', `refs/tags/${majorTag}`])
  }

  for (const args of actions) {
    log(`${dryRun ? 'would run' : 'running'}: git ${args.map(quote).join(' ')}`)
    if (!dryRun) git(...args)
  }
  if (notes !== undefined && !dryRun) writeFileSync(notes, `${entry.body}\n`)
  log(
    `${dryRun ? 'Would release' : 'Released'} ${tag}${majorTag ? ` (${majorTag})` : ''} at ${commit}.`,
  )
  return { tag, majorTag, commit }
}

function quote(arg) {
  return /^[\w./:@^{}=-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const known = new Set(['--dry-run', '--push', '--notes'])
  const notesAt = args.indexOf('--notes')
  const notes = notesAt === -1 ? undefined : args[notesAt + 1]
  const unknown = args.filter((a, i) => !known.has(a) && i !== notesAt + 1)
  if (unknown.length > 0 || (notesAt !== -1 && notes === undefined)) {
    console.error('Usage: node scripts/release.mjs [--dry-run] [--push] [--notes <file>]')
    process.exit(2)
  }
  try {
    const result = release({
      cwd: process.cwd(),
      dryRun: args.includes('--dry-run'),
      push: args.includes('--push'),
      notes,
      log: (line) => console.log(line),
    })
    // In a workflow, later steps (creating the GitHub release) read the tag from the step outputs.
    if (process.env.GITHUB_OUTPUT)
      appendFileSync(process.env.GITHUB_OUTPUT, `tag=${result.tag}\ncommit=${result.commit}\n`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
