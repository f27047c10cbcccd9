/** Entry of the parsing thread (dist/parse-worker.js); see shell/threaded-parse.ts. */
import { parentPort } from 'node:worker_threads'
import { parseOwnedFiles } from './parse/parse-files.js'
import type { ThreadReply, ThreadRequest } from './shell/threaded-parse.js'

parentPort?.once('message', (request: ThreadRequest) => {
  let reply: ThreadReply
  try {
    reply = {
      ok: true,
      parsed: request.sides.map((files) => parseOwnedFiles(files, request.format)),
    }
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(reply)
})
