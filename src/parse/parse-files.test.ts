import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../test/support/fixtures.js'
import { parseResultFiles, parseText } from './parse-files.js'
import { FORMAT_IDS } from './registry.js'

const README_HINT = 'the format ids are listed under "Harness formats" in the README'

describe('parseText with a format the user named', () => {
  it('reads the file as usual when the format fits', () => {
    const parsed = parseText(fixtureSource('google-benchmark/head.json'), 'googlecpp')
    expect(parsed.results.length).toBeGreaterThan(0)
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  })

  it('names an unknown format (which the settings refuse first) without a list to cut', () => {
    const parsed = parseText({ name: 'a.json', text: '{}' }, 'googlebench')
    expect(parsed.diagnostics[0]?.message).toBe(`unknown format "googlebench"; ${README_HINT}`)
  })
})

describe('parseResultFiles', () => {
  it('says where to find the format ids when none recognises a file', () => {
    const bytes = new TextEncoder().encode('hello world\n')
    const side = parseResultFiles([{ name: 'notes.txt', bytes }], 'auto')
    expect(side.diagnostics.map((d) => d.message)).toEqual([
      `format not recognised (none of the ${FORMAT_IDS.length} known formats matched); set the format explicitly: ${README_HINT}`,
    ])
  })
})
