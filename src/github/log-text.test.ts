import { describe, expect, it } from 'vitest'
import { inertLogLines, inertLogText, withoutWorkflowCommands } from './log-text.js'

/** The lines the runner would run as workflow commands (its v2 `::` and v1 `##[` forms). */
const commandLines = (log: string): string[] =>
  log
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trimStart().startsWith('::') || line.includes('##['))

const ATTACKS = [
  'BM_A\n::add-mask::BM_B',
  'BM_A\r::stop-commands::pwned',
  '  ::warning file=x::forged',
  'x ##[error]forged',
  'BM_A\r\n::set-output name=verdict::pass',
  'a\u2028::notice::b',
]

describe('inertLogText', () => {
  it('makes every attack one visible line that is no command', () => {
    for (const attack of ATTACKS) {
      const line = inertLogText(attack)
      expect(line).not.toMatch(/[\n\r]/)
      expect(commandLines(line)).toEqual([])
    }
    expect(inertLogText('BM_A\n::add-mask::BM_B')).toBe('BM_A\\n::add-mask::BM_B')
    expect(inertLogText('::stop-commands::x')).toBe('\\::stop-commands::x')
    expect(inertLogText('x ##[error]y')).toBe('x ##\\[error]y')
    expect(inertLogText('\u001b[31mred')).toBe('\\x1b[31mred')
  })

  it('leaves ordinary text alone', () => {
    expect(inertLogText('Verdict: fail — 2 regressions: BM_Crc32/1024 +12.3 %')).toBe(
      'Verdict: fail — 2 regressions: BM_Crc32/1024 +12.3 %',
    )
  })
})

describe('inertLogLines', () => {
  it('keeps intended lines and makes none of them a command', () => {
    expect(inertLogLines('first\nsecond')).toBe('first\nsecond')
    for (const attack of ATTACKS) expect(commandLines(inertLogLines(`note: ${attack}`))).toEqual([])
    expect(inertLogLines('a\n::add-mask::b')).toBe('a\n\\::add-mask::b')
  })
})

describe('withoutWorkflowCommands', () => {
  it('keeps colours and lines, and defuses command lines', () => {
    expect(withoutWorkflowCommands('\u001b[31mred\u001b[0m\n')).toBe('\u001b[31mred\u001b[0m\n')
    expect(withoutWorkflowCommands('row\n::add-mask::x  1.0 ms\n')).toBe(
      'row\n\\::add-mask::x  1.0 ms\n',
    )
    for (const attack of ATTACKS) expect(commandLines(withoutWorkflowCommands(attack))).toEqual([])
  })
})
