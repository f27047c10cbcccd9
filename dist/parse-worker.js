import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  parseOwnedFiles
} from "./chunks/chunk-UX7DTHXR.js";
import "./chunks/chunk-YKCRKANG.js";

// src/parse-worker.ts
import { parentPort } from "node:worker_threads";
parentPort?.once("message", (request) => {
  let reply;
  try {
    reply = {
      ok: true,
      parsed: request.sides.map((files) => parseOwnedFiles(files, request.format))
    };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
