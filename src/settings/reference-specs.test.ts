import { describe, expect, it } from 'vitest'
import type { InputProblem } from '../model/errors.js'
import { INPUT_NAMES, type RawInputs } from './action-inputs.js'
import { parseActionSettings } from './action-settings.js'
import { parseCliArgs } from './cli-args.js'
import { parseCompareCommand } from './cli-settings.js'
import { parseReferenceFlags, parseReferenceInput } from './reference-specs.js'

const input = (text: string) => {
  const problems: InputProblem[] = []
  return { targets: parseReferenceInput(text, problems), problems: problems.map((p) => p.message) }
}

describe('the references input', () => {
  it('reads one name=value per line: a run id, a commit SHA or a tag', () => {
    expect(
      input('v1.4.0=v1.4.0\n\n before-regression = 9F2C1E7 \nnightly=12345678901\nrc=refs-rc/2\n'),
    ).toEqual({
      targets: [
        { name: 'v1.4.0', kind: 'tag', value: 'v1.4.0' },
        { name: 'before-regression', kind: 'sha', value: '9f2c1e7' },
        { name: 'nightly', kind: 'run', value: '12345678901' },
        { name: 'rc', kind: 'tag', value: 'refs-rc/2' },
      ],
      problems: [],
    })
  })

  it('takes run:, sha: or tag: in front when a tag looks like a run id or a SHA', () => {
    expect(input('y=tag:2024\nz=tag:deadbeef\nr=run:77\ns=sha:abcdef0').targets).toEqual([
      { name: 'y', kind: 'tag', value: '2024' },
      { name: 'z', kind: 'tag', value: 'deadbeef' },
      { name: 'r', kind: 'run', value: '77' },
      { name: 's', kind: 'sha', value: 'abcdef0' },
    ])
  })

  it('reports every problem, naming the line’s reference', () => {
    expect(
      input(
        [
          'v1.4.0',
          '=v1',
          'base=v1',
          'HEAD=v1',
          'a=',
          'b=run:12x',
          'c=sha:xyz1234',
          'd=tag:v1..2',
          'e=tag:-rc',
          'v2=v2',
          'v2=v3',
        ].join('\n'),
      ).problems,
    ).toEqual([
      '"v1.4.0" is not NAME=VALUE (for example v1.4.0=v1.4.0 or before-fix=1234567)',
      'a reference needs a name before "=" (for example v1.4.0=v1.4.0)',
      '"base" cannot name a reference: base and head are the sides compared',
      '"HEAD" cannot name a reference: base and head are the sides compared',
      'reference "a" has no value after "="',
      'reference "b": "12x" is not a workflow run id',
      'reference "c": "xyz1234" is not a commit SHA (7 to 40 hex digits)',
      'reference "d": "v1..2" is not a valid tag name',
      'reference "e": "-rc" is not a valid tag name',
      'reference "v2" is given twice',
    ])
  })

  it('compares at most five references', () => {
    const six = Array.from({ length: 6 }, (_, i) => `r${i}=v${i}`).join('\n')
    expect(input(six).problems).toEqual(['6 references given; at most 5 are compared'])
  })

  it('refuses names with control characters or over 64 characters', () => {
    expect(input(`${'x'.repeat(65)}=v1\na\u0007b=v1`).problems).toEqual([
      `reference name "${'x'.repeat(59)}…" is longer than 64 characters`,
      'reference name "a\u0007b" contains control characters',
    ])
  })

  it('is an Action input, parsed with the others', () => {
    const raw = {
      ...(Object.fromEntries(INPUT_NAMES.map((name) => [name, ''])) as RawInputs),
      results: 'out/*.json',
      references: 'v1.4.0=v1.4.0\nold=1234',
    }
    const parsed = parseActionSettings(raw)
    expect(parsed.ok && parsed.settings.references).toEqual([
      { name: 'v1.4.0', kind: 'tag', value: 'v1.4.0' },
      { name: 'old', kind: 'run', value: '1234' },
    ])
    expect(parseActionSettings({ ...raw, references: 'head=v1' })).toEqual({
      ok: false,
      problems: [
        {
          input: 'references',
          message: '"head" cannot name a reference: base and head are the sides compared',
        },
      ],
    })
  })
})

describe('--reference NAME=<file|dir|glob>...', () => {
  it('takes the paths after it, as --base does, once per reference', () => {
    const parsed = parseCliArgs([
      'compare',
      '--base',
      'b.json',
      '--head',
      'h.json',
      '--reference',
      'v1.4.0=old/a.json',
      'old/b.json',
      '--reference',
      'fix=fix/*.json',
      '--output',
      'json',
    ])
    if (!parsed.ok) throw new Error('expected valid arguments')
    const command = parseCompareCommand(parsed.request)
    expect(command.ok && command.command.references).toEqual([
      { name: 'v1.4.0', patterns: ['old/a.json', 'old/b.json'] },
      { name: 'fix', patterns: ['fix/*.json'] },
    ])
  })

  it('reports a flag without NAME=, a path-less one and a name given twice', () => {
    const problems: InputProblem[] = []
    parseReferenceFlags([['old.json'], [], ['v1='], ['v2=a'], ['v2=b']], problems)
    expect(problems).toEqual([
      {
        input: '--reference',
        message: '"old.json" is not NAME=VALUE (for example v1.4.0=v1.4.0 or before-fix=1234567)',
      },
      { input: '--reference', message: 'needs NAME=<file|dir|glob>' },
      { input: '--reference', message: 'reference "v1" has no value after "="' },
      { input: '--reference', message: 'reference "v2" is given twice' },
    ])
  })
})
