/**
 * scripts/release.mjs on a scratch git repository with a bare `origin`, offline: the tags it
 * creates and pushes for the top CHANGELOG.md entry, the major tag it moves on the next release,
 * what --dry-run leaves alone, and the releases it refuses.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../support/fixtures.js'

const SCRIPT = path.join(REPO_ROOT, 'scripts/release.mjs')
// A fixed identity and no user or system git configuration: the same on every machine.
const ENV = {
  PATH: process.env.PATH ?? '',
  HOME: tmpdir(),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.invalid',
}

let scratch: string
let repo: string
let origin: string

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8' }).trim()

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: repo,
    env: ENV,
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Commits a CHANGELOG.md whose top entry is `heading`, and package.json at `version`. */
function commitRelease(heading: string, version: string, body = `- Changes of ${version}.`) {
  writeFileSync(
    path.join(repo, 'CHANGELOG.md'),
    `# Changelog\n\nIntro.\n\n${heading}\n\n${body}\n\n## 0.9.0\n\n- Older.\n`,
  )
  writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'x', version }) + '\n')
  git(repo, 'add', '-A')
  git(repo, 'commit', '--quiet', '-m', `Release ${version}`)
  return git(repo, 'rev-parse', 'HEAD')
}

const tagCommit = (cwd: string, tag: string) => git(cwd, 'rev-parse', `refs/tags/${tag}^{commit}`)
const tags = (cwd: string) => git(cwd, 'tag', '--list').split('\n').filter(Boolean).sort()

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'bench-verdict-release-'))
  origin = path.join(scratch, 'origin.git')
  repo = path.join(scratch, 'repo')
  git(scratch, 'init', '--quiet', '--bare', origin)
  git(scratch, 'init', '--quiet', '--initial-branch=main', repo)
  git(repo, 'remote', 'add', 'origin', origin)
})

afterEach(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('scripts/release.mjs', () => {
  it('tags vX.Y.Z with the entry as its message, moves vX to it, and pushes both', () => {
    const commit = commitRelease('## 1.0.0 — 2026-03-02', '1.0.0')
    const result = run('--push')
    expect(result.output).toContain('Released v1.0.0 (v1)')
    expect(result.status).toBe(0)
    expect(tags(repo)).toEqual(['v1', 'v1.0.0'])
    expect(tagCommit(repo, 'v1.0.0')).toBe(commit)
    expect(tagCommit(repo, 'v1')).toBe(commit)
    expect(git(repo, 'tag', '--list', '--format=%(contents)', 'v1.0.0')).toBe(
      'v1.0.0\n\n- Changes of 1.0.0.',
    )
    expect(tags(origin)).toEqual(['v1', 'v1.0.0'])
    expect(tagCommit(origin, 'v1')).toBe(commit)
  })

  it('moves the major tag to the next release and leaves the earlier release where it was', () => {
    const first = commitRelease('## 1.0.0', '1.0.0')
    expect(run('--push').status).toBe(0)
    const second = commitRelease('## v1.1.0 (2026-04-01)', '1.1.0')
    const result = run('--push')
    expect(result.status).toBe(0)
    expect(tags(origin)).toEqual(['v1', 'v1.0.0', 'v1.1.0'])
    expect(tagCommit(origin, 'v1.0.0')).toBe(first)
    expect(tagCommit(origin, 'v1.1.0')).toBe(second)
    expect(tagCommit(origin, 'v1')).toBe(second)
    // A new major starts its own major tag; v1 stays on the last 1.x.
    const third = commitRelease('## 2.0.0', '2.0.0')
    expect(run('--push').status).toBe(0)
    expect(tagCommit(origin, 'v2')).toBe(third)
    expect(tagCommit(origin, 'v1')).toBe(second)
  })

  it('--dry-run prints the git commands and creates no tag', () => {
    commitRelease('## 1.2.3', '1.2.3')
    const result = run('--dry-run', '--push')
    expect(result.status).toBe(0)
    expect(result.output).toContain('would run: git tag --annotate v1.2.3')
    expect(result.output).toContain('would run: git tag --force --annotate v1')
    expect(result.output).toContain('would run: git push --force origin refs/tags/v1')
    expect(tags(repo)).toEqual([])
    expect(tags(origin)).toEqual([])
  })

  it('writes the release notes for the GitHub release with --notes', () => {
    commitRelease('## 1.0.1', '1.0.1', '### Fixed\n\n- A fix.')
    const notes = path.join(scratch, 'notes.md')
    expect(run('--notes', notes).status).toBe(0)
    expect(readFileSync(notes, 'utf8')).toBe('### Fixed\n\n- A fix.\n')
  })

  it('runs again on the same commit without error (a re-run after a failed push)', () => {
    const commit = commitRelease('## 1.0.0', '1.0.0')
    expect(run().status).toBe(0)
    const again = run('--push')
    expect(again.status).toBe(0)
    expect(again.output).toContain('v1.0.0 already names HEAD')
    expect(tagCommit(origin, 'v1.0.0')).toBe(commit)
  })

  it('tags a 0.x release without a major tag', () => {
    commitRelease('## 0.3.0', '0.3.0')
    expect(run().status).toBe(0)
    expect(tags(repo)).toEqual(['v0.3.0'])
  })

  it.each([
    ['an unreleased top entry', '## Unreleased: 0.1.0, to become 1.0.0', '1.0.0', /not a release/],
    ['package.json at another version', '## 1.0.0', '0.9.9', /package.json says 0.9.9/],
  ])('refuses %s', (_, heading, version, message) => {
    commitRelease(heading, version)
    const result = run()
    expect(result.status).toBe(1)
    expect(result.output).toMatch(message)
    expect(tags(repo)).toEqual([])
  })

  it('refuses a work tree with changes, and a version whose tag names another commit', () => {
    commitRelease('## 1.0.0', '1.0.0')
    writeFileSync(path.join(repo, 'stray.txt'), 'x')
    expect(run().output).toMatch(/work tree has changes/)
    rmSync(path.join(repo, 'stray.txt'))
    expect(run().status).toBe(0)
    // Another commit still saying 1.0.0: the published v1.0.0 must not move.
    writeFileSync(path.join(repo, 'other.txt'), 'y')
    git(repo, 'add', '-A')
    git(repo, 'commit', '--quiet', '-m', 'Unreleased change')
    const result = run()
    expect(result.status).toBe(1)
    expect(result.output).toMatch(/v1.0.0 already names .* a release never moves/)
  })
})
