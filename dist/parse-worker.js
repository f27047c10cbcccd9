import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  packSides
} from "./chunks/chunk-LTG3GW4V.js";
import {
  parseOwnedFiles
} from "./chunks/chunk-VN7PRVJB.js";
import "./chunks/chunk-PLBDESRR.js";
import "./chunks/chunk-YKCRKANG.js";

// src/parse/threads/parse-worker.ts
import { parentPort } from "node:worker_threads";
parentPort?.once("message", (request) => {
  let reply;
  let transfer = [];
  try {
    const packed = packSides(request.sides.map((files) => parseOwnedFiles(files, request.format)));
    reply = { ok: true, parsed: packed.sides };
    transfer = packed.transfer;
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply, transfer);
});
