/**
 * Entry of the parsing thread: bundled as dist/parse-worker.js (scripts/bundle.mjs), next to the
 * entry points that locate it with `new URL('./parse-worker.js', import.meta.url)`; see
 * threaded-parse.ts for what it is sent and answers.
 */
import * as fs from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { readListedFile, type ResultFile } from '../../model/result-file.js'
import { parseOwnedFiles } from '../parse-files.js'
import { packSides } from './packed-results.js'
import type { ThreadFile, ThreadReply, ThreadRequest } from './threaded-parse.js'

/** A file sent by path: read here when parse gets to it, as acquire's lazy file would be. */
function received(file: ThreadFile): ResultFile {
  if ('bytes' in file) return file
  const { name, path, size, format } = file
  return {
    name,
    path,
    size,
    ...(format === undefined ? {} : { format }),
    get bytes() {
      return readListedFile(fs, path, size)
    },
  }
}

parentPort?.once('message', (request: ThreadRequest) => {
  let reply: ThreadReply
  let transfer: ArrayBuffer[] = []
  try {
    const sides = request.sides.map((files) => files.map(received))
    request.sides.length = 0
    const packed = packSides(
      sides.map((files) => parseOwnedFiles(files, request.format, request.caps)),
    )
    reply = { ok: true, parsed: packed.sides }
    transfer = packed.transfer
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(reply, transfer)
})
