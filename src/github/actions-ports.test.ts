import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  lstatSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { workspaceFiles } from './actions-ports.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function directories(): { root: string; outside: string } {
  const base = mkdtempSync(path.join(tmpdir(), 'bv-write-'))
  made.push(base)
  const root = path.join(base, 'workspace')
  const outside = path.join(base, 'outside')
  mkdirSync(root)
  mkdirSync(outside)
  return { root, outside }
}

describe('workspaceFiles', () => {
  it('writes a report file, replacing a link the checkout put there instead of writing through it', async () => {
    const { root, outside } = directories()
    const victim = path.join(outside, 'victim.txt')
    writeFileSync(victim, 'keep me')
    symlinkSync(victim, path.join(root, 'report.json'))
    const written = await workspaceFiles(root).write('report.json', '{"ok":true}')
    expect(written).toBe(path.join(root, 'report.json'))
    expect(readFileSync(victim, 'utf8')).toBe('keep me')
    expect(lstatSync(written).isSymbolicLink()).toBe(false)
    expect(readFileSync(written, 'utf8')).toBe('{"ok":true}')
  })

  it('refuses a folder that links out of the workspace, and writes chunks elsewhere', async () => {
    const { root, outside } = directories()
    symlinkSync(outside, path.join(root, 'out'))
    await expect(workspaceFiles(root).write('out/report.json', 'x')).rejects.toThrow(
      'out/report.json: its folder is a link out of the workspace; not written',
    )
    expect(() => readFileSync(path.join(outside, 'report.json'))).toThrow()
    const written = await workspaceFiles(root).write('nested/r.md', ['a', 'b'])
    expect(readFileSync(written, 'utf8')).toBe('ab')
  })
})
