import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  packSides
} from "./chunks/chunk-LTG3GW4V.js";
import {
  parseOwnedFiles,
  readListedFile
} from "./chunks/chunk-WUK6R3JW.js";
import "./chunks/chunk-PC57IABR.js";
import "./chunks/chunk-YKCRKANG.js";

// src/parse/threads/parse-worker.ts
import * as fs from "node:fs";
import { parentPort } from "node:worker_threads";
function received(file) {
  if ("bytes" in file) return file;
  const { name, path, size, format } = file;
  return {
    name,
    path,
    size,
    ...format === void 0 ? {} : { format },
    get bytes() {
      return readListedFile(fs, path, size);
    }
  };
}
parentPort?.once("message", (request) => {
  let reply;
  let transfer = [];
  try {
    const sides = request.sides.map((files) => files.map(received));
    request.sides.length = 0;
    const packed = packSides(
      sides.map((files) => parseOwnedFiles(files, request.format, request.caps))
    );
    reply = { ok: true, parsed: packed.sides };
    transfer = packed.transfer;
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply, transfer);
});
