import { build } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { ResultFile } from '../../model/result-file.js'
import {
  DEFAULT_RUN_BUDGET,
  DEFAULT_SIDE_CAPS,
  parseSidesInTurn,
  parseWithinBudget,
  type ParsedSide,
  type ReadLimits,
  type SidesParser,
} from '../parse-files.js'
import { threadedSidesParser } from '../threads/threaded-parse.js'

/** hyperfine JSON of `count` commands `<prefix>0…`, three runs each. */
function file(name: string, prefix: string, count: number): ResultFile {
  const results = Array.from({ length: count }, (_, i) => ({
    command: `${prefix}${i}`,
    times: [0.01, 0.0101, 0.0102],
  }))
  return { name, bytes: new TextEncoder().encode(JSON.stringify({ results })) }
}

/** Sides of 4 results a side at most; the run keeps 10. */
const LIMITS: ReadLimits = {
  side: { ...DEFAULT_SIDE_CAPS, benchmarks: 100, results: 4, samples: 1_000 },
  run: { benchmarks: 1_000, results: 10, samples: 10_000 },
}

const names = (parsed: ParsedSide | undefined) => parsed?.results.map((r) => r.benchmark.name)

/** Directories a test made, removed after it. */
const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('parseWithinBudget', () => {
  it('hands the parser only the first sides that fit whole, with their side caps', async () => {
    const asked: { sides: string[][]; caps: unknown }[] = []
    const recording: SidesParser = (sides, format, caps) => {
      asked.push({ sides: sides.map((files) => files.map((f) => f.name)), caps })
      return parseSidesInTurn(sides, format, caps)
    }
    const run = await parseWithinBudget(
      [
        { files: [file('head.json', 'h', 6)] },
        { files: [file('base.json', 'b', 3)] },
        { files: [file('control.json', 'c', 4)] },
        { files: [file('run-0.json', 'r', 1)], chain: 0 },
        { files: [file('run-1.json', 'r', 1)], chain: 0 },
      ],
      'auto',
      recording,
      LIMITS,
    )
    // 4 + 4 of 10 fit whatever the sides hold; a third side of 4 might not.
    expect(asked).toEqual([{ sides: [['head.json'], ['base.json']], caps: LIMITS.side }])
    // Head 4 (its cap), base 3, control 3 of its 4 (the run's 10): no history run fits.
    expect(run.sides.map(names)).toEqual([
      ['h0', 'h1', 'h2', 'h3'],
      ['b0', 'b1', 'b2'],
      ['c0', 'c1', 'c2'],
      undefined,
      undefined,
    ])
    expect(run.leftOut).toEqual(new Map([[0, { limit: 'results' }]]))
    expect(run.sides[2]?.diagnostics.map((d) => [d.file, d.message.slice(0, 87)])).toEqual([
      [
        'control.json',
        'reaches the limit of 10 results across all sides of the run: 1 more result in this file',
      ],
    ])
  })

  it('keeps a history run whole or not at all, and no older run of its leg after one left out', async () => {
    const run = await parseWithinBudget(
      [
        { files: [file('head.json', 'h', 3)] },
        { files: [file('a-0.json', 'r', 3)], chain: 0 },
        { files: [file('b-0.json', 'r', 2)], chain: 1 },
        { files: [file('a-1.json', 'r', 1)], chain: 0 },
        { files: [file('b-1.json', 'r', 3)], chain: 1 },
        { files: [file('b-2.json', 'r', 1)], chain: 1 },
      ],
      'auto',
      parseSidesInTurn,
      LIMITS,
    )
    // 3 + 3 + 2 + 1 = 9; b-1 (3) does not fit, so b-2 (1) is left out with it.
    expect(run.sides.map((s) => s?.results.length)).toEqual([3, 3, 2, 1, undefined, undefined])
    expect(run.leftOut).toEqual(new Map([[1, { limit: 'results' }]]))
  })

  it('holds on two threads too: the worker parses head and base, the rest is read here', async () => {
    // The worker from the current sources (the committed dist/ may predate `caps`).
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-budget-worker-'))
    made.push(dir)
    const outfile = path.join(dir, 'parse-worker.mjs')
    await build({
      entryPoints: [path.resolve('src/parse/threads/parse-worker.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      mainFields: ['module', 'main'],
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __c } from 'node:module'; const require = __c(import.meta.url);",
      },
    })
    const sides = () => [
      { files: [file('head.json', 'h', 6)] },
      { files: [file('base.json', 'b', 6)] },
      { files: [file('run-0.json', 'b', 2)], chain: 0 },
      { files: [file('run-1.json', 'b', 2)], chain: 0 },
    ]
    const threads = threadedSidesParser(pathToFileURL(outfile), { minBytes: 0, cpus: 2 })
    const given = sides()
    const threaded = await parseWithinBudget(given, 'auto', threads, LIMITS)
    // The worker took one side over (its list emptied): the sides did go to two threads.
    expect(given.map((s) => s.files.length)).toEqual([1, 0, 1, 0])
    const inTurn = await parseWithinBudget(sides(), 'auto', parseSidesInTurn, LIMITS)
    expect(threaded).toEqual(inTurn)
    // Head and base at their cap of 4 (on two threads), one run of 2: 10; the older is left out.
    expect(threaded.sides.map((s) => s?.results.length)).toEqual([4, 4, 2, undefined])
    expect(threaded.sides[1]?.diagnostics[0]?.message).toMatch(
      /^reaches the limit of 4 results per side: 2 further/,
    )
  })
})

describe('the default run budget', () => {
  it('is what two full sides may keep: head and base at the caps fill it, a third side gets nothing', async () => {
    const side = DEFAULT_SIDE_CAPS
    expect(DEFAULT_RUN_BUDGET).toEqual({
      benchmarks: 2 * side.benchmarks,
      results: 2 * side.results,
      samples: 2 * side.samples,
    })
    // One result a benchmark: a side of this many is at the benchmark cap.
    const full = side.benchmarks
    const run = await parseWithinBudget(
      [
        { files: [file('head.json', 'b', full)] },
        { files: [file('base.json', 'b', full)] },
        { files: [file('ref.json', 'b', full)] },
        { files: [file('run-0.json', 'b', 1)], chain: 0 },
      ],
      'auto',
    )
    expect(run.sides.map((s) => s?.results.length)).toEqual([full, full, 0, undefined])
    const limit = DEFAULT_RUN_BUDGET.benchmarks.toLocaleString('en-US')
    expect(run.sides[2]?.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^reaches the limit of ${limit} distinct benchmarks across all sides of the run: ${full.toLocaleString('en-US')} results of benchmarks past the limit in this file`,
        ),
      ),
    ])
    expect(run.leftOut).toEqual(new Map([[0, { limit: 'benchmarks' }]]))
  })
})
