import { describe, expect, it } from 'vitest'
import { renderInputProblems } from './render-input-problems.js'

describe('renderInputProblems', () => {
  it('lists every refused input with its problem, escaped, under an error headline', () => {
    expect(
      renderInputProblems([
        {
          input: 'threshold',
          message:
            'expected a percentage such as "5%" or a fraction such as "0.05", from 0 % and under 100 %, got "abc"',
        },
        {
          input: 'fail-on',
          message: 'expected one of strong, likely, unverified, never, got "<b>@x</b>"',
        },
      ]),
    ).toBe(
      [
        '### ⛔ Benchmarks: error — invalid inputs',
        '',
        'Nothing was compared: 2 inputs were refused.',
        '',
        '- `threshold`: expected a percentage such as "5%" or a fraction such as "0.05", from 0 % and under 100 %, got "abc"',
        '- `fail-on`: expected one of strong, likely, unverified, never, got "&lt;b&gt;@\u200dx&lt;/b&gt;"',
        '',
        'Fix the `with:` inputs of this step in the workflow file and re-run the job.',
        '',
      ].join('\n'),
    )
  })
})
