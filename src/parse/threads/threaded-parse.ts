import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { diagnostic } from '../../model/diagnostic.js'
import { sizeOf, type ResultFile } from '../../model/result-file.js'
import {
  parseOwnedFiles,
  type ParsedSide,
  parseSidesInTurn,
  type SideCapLimits,
  type SidesParser,
} from '../parse-files.js'
import { unpackSide, type PackedSide } from './packed-results.js'

/**
 * Below this many bytes in all, a second thread costs more than it saves: its start-up (loading
 * the adapters, ~100–200 ms) and the packing of its results outweigh half the parse. Measured with
 * `npm run bench suite` on 2 cores: 43–53 MB runs (pytest 10k × 20, Google Benchmark 100 × 1,000,
 * go-test) parse faster in turn; 124 MB and more (Google Benchmark 10k × 20, 50k × 5) on two.
 */
export const MIN_THREADED_BYTES = 64 * 1024 * 1024

/**
 * Past this size of one file, sides are parsed in turn: each thread holds the text and the tree
 * of the file it reads, so two large files read at once take twice the memory of one; measured
 * with `npm run bench memory`, two 100 MiB files on two threads peaked at 742 MB (pytest samples)
 * and 2.2 GB (dense JSON) (docs/security.md "Reading is bounded"). Many smaller files, the case
 * threads speed up most, still go to two threads.
 */
export const MAX_THREADED_FILE_BYTES = 16 * 1024 * 1024

/**
 * Past this many bytes in all, sides are parsed in turn too: two heaps, each with its garbage,
 * and the worker's results packed and copied back cost more than the second core saves in
 * memory. Two sides of 9,999 files of 20 KiB (400 MiB) peaked at 522 MB on two threads and
 * 414 MB in turn (`npm run bench memory`).
 */
export const MAX_THREADED_BYTES = 256 * 1024 * 1024

/**
 * A file sent to the parsing thread: its bytes (moved or copied), or, for a file on disk, its
 * path and listed size, which the thread reads itself when it gets to it (parse-worker.ts).
 */
export type ThreadFile =
  | ResultFile
  | {
      readonly name: string
      readonly path: string
      readonly size: number
      readonly format?: string
    }

/**
 * What the parsing thread is sent: the files of its sides, the format to read them with, and the
 * caps of each side (default: the side caps).
 */
export interface ThreadRequest {
  readonly format: string
  readonly sides: ThreadFile[][]
  readonly caps?: SideCapLimits
}

/** What it answers: each side parsed, in order, or why it could not. */
export type ThreadReply =
  | { readonly ok: true; readonly parsed: readonly PackedSide[] }
  | { readonly ok: false; readonly message: string }

/**
 * A `SidesParser` that parses on two threads when the input is large: the parse then
 * takes about as long as the larger half, not the sum. The sides are split by size between this
 * thread and one worker running `workerScript` (dist/parse-worker.js), to which their files' bytes
 * are moved, not copied; a file on disk is sent as its path, and the worker reads it when it gets
 * to it, as this thread would (one file at a time). A side with files read on demand from an
 * artifact zip is parsed here: its bytes would all have to be unpacked to be sent. Small inputs,
 * a single side, a file over MAX_THREADED_FILE_BYTES or more than MAX_THREADED_BYTES in all,
 * one CPU, or no worker script: in turn, here.
 *
 * It is given only sides that fit whole in the run's budget (`parseWithinBudget`, parse-files.ts),
 * so each thread's sides are bounded by their side caps alone (`caps`, sent to the worker too).
 *
 * A worker that fails leaves no side unreported: its sides are parsed here when their bytes are
 * still here, and otherwise each of their files gets an error that names the failure.
 */
export function threadedSidesParser(
  workerScript: URL,
  options: {
    readonly minBytes?: number
    readonly maxFileBytes?: number
    readonly cpus?: number
  } = {},
): SidesParser {
  const cpus = options.cpus ?? availableParallelism()
  const usable =
    cpus >= 2 && workerScript.protocol === 'file:' && existsSync(fileURLToPath(workerScript))
  // Started by `prepare`, before the files are read: its start-up then overlaps the reading.
  let early: Spawned | undefined
  const parse = async (sides: readonly ResultFile[][], format: string, caps?: SideCapLimits) => {
    const sizes = sides.map((files) => files.reduce((sum, f) => sum + sizeOf(f), 0))
    const total = sizes.reduce((a, b) => a + b, 0)
    const nonEmpty = sizes.filter((s) => s > 0).length
    const largest = sides.reduce(
      (most, files) => files.reduce((m, f) => Math.max(m, sizeOf(f)), most),
      0,
    )
    const spawned = early
    early = undefined
    if (
      total < (options.minBytes ?? MIN_THREADED_BYTES) ||
      total > MAX_THREADED_BYTES ||
      nonEmpty < 2 ||
      largest > (options.maxFileBytes ?? MAX_THREADED_FILE_BYTES) ||
      !usable
    ) {
      void spawned?.worker?.terminate()
      return parseSidesInTurn(sides, format, caps)
    }
    const toWorker = splitBySize(
      sizes,
      sides.map((files) => files.every(sendable)),
    )
    const theirs = sides.filter((_, i) => toWorker.has(i))
    // Kept to parse here should the worker fail: files on disk can be read again.
    const originals = theirs.map((files) => [...files])
    const moved = movableBuffers(theirs, sides)
    const request = threadRequest(theirs, format, moved, caps)
    const reply = ask(spawned ?? spawn(workerScript), request, moved)
    const mine = new Map<number, ParsedSide>()
    sides.forEach((files, i) => {
      if (!toWorker.has(i)) mine.set(i, parseOwnedFiles(files, format, caps))
    })
    const answer = await reply
    let next = 0
    return sides.map((_, i) => {
      const here = mine.get(i)
      if (here) return here
      const at = next++
      const packed = answer.ok ? answer.parsed[at] : undefined
      if (packed) return unpackSide(packed)
      const files = originals[at] ?? []
      // Their bytes are still here (the worker never got them, or got copies, or they are on
      // disk): parse them here. A moved buffer is detached (empty) once posted; only moved
      // buffers were ever non-empty.
      if (
        files.every(
          (f) =>
            f.path !== undefined ||
            f.bytes.byteLength > 0 ||
            !moved.includes(f.bytes.buffer as ArrayBuffer),
        )
      )
        return parseOwnedFiles(files, format, caps)
      return failedSide(
        files.map((f) => f.name),
        answer.ok ? 'it answered too few sides' : answer.message,
      )
    })
  }
  const prepare = () => {
    if (!usable || early) return
    early = spawn(workerScript)
    // Until it is asked, it must not hold the process open (a run may end before parsing).
    early.worker?.unref()
  }
  return Object.assign(parse, { prepare })
}

/** A file the worker can be given: bytes held here, or a file on disk it reads itself. */
function sendable(file: ResultFile): boolean {
  return file.path !== undefined || file.size === undefined
}

/** A file whose bytes are held (not read on demand): only those are moved or copied. */
function held(file: ResultFile): boolean {
  return file.path === undefined && file.size === undefined
}

/**
 * Indices of the sides the worker parses: the largest first, each to the lighter thread (this
 * one on ties, as it has no results to send back); a side that cannot be sent stays here.
 */
function splitBySize(sizes: readonly number[], canSend: readonly boolean[]): Set<number> {
  const order = sizes.map((_, i) => i).sort((a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0))
  const toWorker = new Set<number>()
  let here = 0
  let there = 0
  for (const i of order) {
    const size = sizes[i] ?? 0
    if (there < here && canSend[i] === true) {
      toWorker.add(i)
      there += size
    } else here += size
  }
  return toWorker
}

/**
 * The message for the worker. The lists of `sides` are emptied: the thread owns their files now
 * (moved, or for what cannot be moved, copied: structured cloning would copy a view's whole buffer).
 */
function threadRequest(
  sides: ResultFile[][],
  format: string,
  moved: readonly ArrayBuffer[],
  caps: SideCapLimits | undefined,
): ThreadRequest {
  const request = {
    format,
    ...(caps === undefined ? {} : { caps }),
    sides: sides.map((files) =>
      files.map((file): ThreadFile => {
        if (file.path !== undefined)
          return {
            name: file.name,
            path: file.path,
            size: sizeOf(file),
            ...(file.format === undefined ? {} : { format: file.format }),
          }
        return moved.includes(file.bytes.buffer as ArrayBuffer)
          ? file
          : { ...file, bytes: file.bytes.slice() }
      }),
    ),
  }
  for (const files of sides) files.length = 0
  return request
}

/**
 * A started worker (none when it could not be created), and the reason it stopped if it fails
 * or exits (a promise that never rejects).
 */
interface Spawned {
  readonly worker?: Worker
  readonly failure: Promise<string>
}

function spawn(script: URL): Spawned {
  try {
    const worker = new Worker(script)
    // Listening from the start: a worker that fails while nobody asks it must not crash the run.
    const failure = new Promise<string>((resolve) => {
      worker.once('error', (error) => {
        resolve(messageOf(error))
      })
      worker.once('exit', (code) => {
        resolve(`the parsing thread exited with code ${code}`)
      })
    })
    return { worker, failure }
  } catch (error) {
    return { failure: Promise.resolve(messageOf(error)) }
  }
}

/** The worker's reply to `request`; a crash or an early exit becomes `ok: false` with the reason. */
function ask(
  spawned: Spawned,
  request: ThreadRequest,
  moved: readonly ArrayBuffer[],
): Promise<ThreadReply> {
  const failed = spawned.failure.then((message): ThreadReply => ({ ok: false, message }))
  const { worker } = spawned
  if (!worker) return failed
  worker.ref()
  const replied = new Promise<ThreadReply>((resolve) => {
    worker.once('message', (reply: ThreadReply) => {
      resolve(reply)
      void worker.terminate()
    })
  })
  worker.postMessage(request, [...moved])
  return Promise.race([replied, failed])
}

/**
 * The buffers of `theirs` (the worker's sides) that can be moved to it: whole buffers no other
 * file of `all` uses. A buffer that holds more than one file (views into a larger one, one file
 * on two sides) is copied instead, so that no other view is emptied.
 */
function movableBuffers(theirs: readonly ResultFile[][], all: readonly ResultFile[][]) {
  const uses = new Map<ArrayBufferLike, number>()
  for (const files of all)
    for (const file of files.filter(held))
      uses.set(file.bytes.buffer, (uses.get(file.bytes.buffer) ?? 0) + 1)
  const movable: ArrayBuffer[] = []
  for (const files of theirs)
    for (const { bytes } of files.filter(held)) {
      const { buffer } = bytes
      if (
        buffer instanceof ArrayBuffer &&
        uses.get(buffer) === 1 &&
        bytes.byteOffset === 0 &&
        bytes.byteLength === buffer.byteLength &&
        bytes.byteLength > 0
      )
        movable.push(buffer)
    }
  return movable
}

/** A side the worker did not parse: an error for each of its files, naming the failure. */
function failedSide(names: readonly string[], reason: string): ParsedSide {
  return {
    results: [],
    diagnostics: names.map((name) =>
      diagnostic('error', name, '', `was not read: the parsing thread failed (${reason})`),
    ),
    environments: new Map(),
    filesRead: 0,
    kept: { benchmarks: 0, results: 0, samples: 0 },
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
