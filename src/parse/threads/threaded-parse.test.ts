import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Worker } from 'node:worker_threads'
import { describe, expect, it, vi } from 'vitest'
import type { ResultFile } from '../../model/result-file.js'
import { parseResultFiles } from '../parse-files.js'
import { threadedSidesParser } from './threaded-parse.js'

// The committed bundle's worker: `.ci/run` checks that dist/ matches the sources.
const WORKER = new URL('../../../dist/parse-worker.js', import.meta.url)
const FIXTURES = new URL('../../../fixtures/', import.meta.url)
const always = { minBytes: 0, cpus: 2 }

// Every worker the parser starts, so a test can wait for one to die instead of guessing how long
// dying takes (on a busy machine a fixed pause was too short).
const started = vi.hoisted(() => [] as Worker[])
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>()
  class RecordedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args)
      started.push(this)
    }
  }
  return { ...actual, Worker: RecordedWorker }
})

function fixture(name: string): ResultFile {
  const data = readFileSync(new URL(name, FIXTURES))
  // A buffer of its own, as reading a large file gives: movable to the worker.
  return { name, bytes: new Uint8Array(data) }
}

function sides(): ResultFile[][] {
  return [
    [fixture('google-benchmark/head.json')],
    [fixture('google-benchmark/base.json')],
    [fixture('go-test/base.txt'), fixture('go-test/head.txt')],
  ]
}

const inTurn = () => sides().map((files) => parseResultFiles(files, 'auto'))

function scriptFile(body: string): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-worker-'))
  const file = path.join(dir, 'worker.mjs')
  writeFileSync(file, body)
  return pathToFileURL(file)
}

describe('threadedSidesParser', () => {
  it('parses on a worker exactly what parsing in turn gives, and takes its files over', async () => {
    const given = sides()
    const parsed = await threadedSidesParser(WORKER, always)(given, 'auto')
    expect(parsed).toEqual(inTurn())
    expect(parsed[0]?.results).toHaveLength(13)
    expect(parsed[2]?.results.length).toBeGreaterThan(0)
    // The worker's sides were handed to it (lists emptied); this thread's were read and released.
    expect(given.filter((files) => files.length === 0)).toHaveLength(1)
    expect(given.flat().every((file) => file.bytes.byteLength === 0)).toBe(true)
  })

  it('uses a worker started ahead by prepare, and stops it when the input turns out small', async () => {
    const early = threadedSidesParser(WORKER, always)
    early.prepare?.()
    const given = sides()
    expect(await early(given, 'auto')).toEqual(inTurn())
    expect(given.filter((files) => files.length === 0)).toHaveLength(1)
    const unused = threadedSidesParser(WORKER, { minBytes: 1e9, cpus: 2 })
    unused.prepare?.()
    const small = sides()
    expect(await unused(small, 'auto')).toEqual(inTurn())
    expect(small.map((files) => files.length)).toEqual([1, 1, 2])
  })

  it('parses in turn below the size threshold, on one CPU, or without the worker script', async () => {
    const expected = inTurn()
    for (const parser of [
      threadedSidesParser(WORKER, { minBytes: 1e9, cpus: 2 }),
      threadedSidesParser(WORKER, { minBytes: 0, cpus: 1 }),
      threadedSidesParser(new URL('file:///nonexistent/parse-worker.js'), always),
    ]) {
      const given = sides()
      expect(await parser(given, 'auto')).toEqual(expected)
      // In turn: every list keeps its entries (names), each emptied of its bytes.
      expect(given.map((files) => files.length)).toEqual([1, 1, 2])
    }
  })

  it('copies a buffer that holds two files instead of moving it, so the other view stays whole', async () => {
    const head = readFileSync(new URL('google-benchmark/head.json', FIXTURES))
    const base = readFileSync(new URL('google-benchmark/base.json', FIXTURES))
    const shared = new Uint8Array(head.length + base.length)
    shared.set(head, 0)
    shared.set(base, head.length)
    const headView = shared.subarray(0, head.length)
    const given = [
      [{ name: 'google-benchmark/head.json', bytes: headView }],
      [{ name: 'google-benchmark/base.json', bytes: shared.subarray(head.length) }],
    ]
    const parsed = await threadedSidesParser(WORKER, always)(given, 'auto')
    expect(parsed).toEqual(inTurn().slice(0, 2))
    expect(shared.byteLength).toBe(head.length + base.length)
  })

  it('reports each file of a side whose worker died with its bytes, and still parses the rest', async () => {
    const dying = scriptFile('process.exit(3)\n')
    const given = sides()
    const names = given.map((files) => files.map((f) => f.name))
    const parsed = await threadedSidesParser(dying, always)(given, 'auto')
    const expected = inTurn()
    const lost = given.findIndex((files) => files.length === 0)
    expect(parsed[lost]?.results).toEqual([])
    expect(parsed[lost]?.diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual(
      (names[lost] ?? []).map((name) => [
        'error',
        name,
        'was not read: the parsing thread failed (the parsing thread exited with code 3)',
      ]),
    )
    parsed.forEach((side, i) => {
      if (i !== lost) expect(side).toEqual(expected[i])
    })
  })

  it('parses here for a worker that died ahead, and reports the side of one that dies on its files', async () => {
    const throwing = scriptFile('throw new Error("no such module")\n')
    const ahead = threadedSidesParser(throwing, always)
    ahead.prepare?.()
    // Failing before anyone asks it anything must not take the run down. 'exit' comes after the
    // 'error' the parser listens for, so the parser knows the worker is dead once it fires.
    const dying = started.at(-1)
    expect(dying).toBeDefined()
    await new Promise((resolve) => dying!.once('exit', resolve))
    // A worker already dead takes nothing: the bytes stay here, and both sides are parsed here.
    const before = sides().slice(0, 2)
    expect(await ahead(before, 'auto')).toEqual(inTurn().slice(0, 2))
    const given = sides().slice(0, 2)
    const parsed = await threadedSidesParser(throwing, always)(given, 'auto')
    const lost = given.findIndex((files) => files.length === 0)
    const counts = inTurn().map((side) => side.results.length)
    expect(parsed.map((side) => side.results.length)).toEqual(
      lost === 0 ? [0, counts[1]] : [counts[0], 0],
    )
    expect(parsed[lost]?.diagnostics.map((d) => d.message)).toEqual([
      'was not read: the parsing thread failed (no such module)',
    ])
  })
})
