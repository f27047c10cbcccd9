/**
 * Entry of the parsing thread: bundled as dist/parse-worker.js (scripts/bundle.mjs), next to the
 * entry points that locate it with `new URL('./parse-worker.js', import.meta.url)`; see
 * threaded-parse.ts for what it is sent and answers.
 */
import { parentPort } from 'node:worker_threads'
import { parseOwnedFiles } from '../parse-files.js'
import { packSides } from './packed-results.js'
import type { ThreadReply, ThreadRequest } from './threaded-parse.js'

parentPort?.once('message', (request: ThreadRequest) => {
  let reply: ThreadReply
  let transfer: ArrayBuffer[] = []
  try {
    const packed = packSides(request.sides.map((files) => parseOwnedFiles(files, request.format)))
    reply = { ok: true, parsed: packed.sides }
    transfer = packed.transfer
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(reply, transfer)
})
