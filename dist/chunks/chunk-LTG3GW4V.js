import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);

// src/parse/threads/packed-results.ts
var SHARED_KEYS = [
  "metric",
  "metricName",
  "unit",
  "direction",
  "quantum",
  "deterministic",
  "error",
  "format",
  "environment",
  "run"
];
var KNOWN = /* @__PURE__ */ new Set([
  ...SHARED_KEYS,
  "benchmark",
  "samples",
  "source",
  "summary",
  "rounds"
]);
var SOURCE_KEYS = /* @__PURE__ */ new Set(["file", "line", "jsonPath"]);
function packResults(results) {
  const n = results.length;
  const sharedIndex = new Int32Array(n);
  const lines = new Float64Array(n);
  const sampleCounts = new Int32Array(n);
  const benchmarks = [];
  const jsonPaths = [];
  const own = /* @__PURE__ */ new Map();
  const shared = [];
  const sharedKeys = /* @__PURE__ */ new Map();
  const objectIds = /* @__PURE__ */ new Map();
  const recent = [];
  let total = 0;
  for (const r of results) total += r.samples.length;
  const samples = new Float64Array(total);
  let at = 0;
  results.forEach((r, i) => {
    benchmarks.push(r.benchmark);
    jsonPaths.push(r.source.jsonPath);
    lines[i] = r.source.line ?? Number.NaN;
    sampleCounts[i] = r.samples.length;
    for (const value of r.samples) samples[at++] = value;
    if (!isPackable(r)) {
      own.set(i, { whole: r });
      return;
    }
    if (r.summary !== void 0 || r.rounds !== void 0)
      own.set(i, {
        ...r.summary !== void 0 ? { summary: r.summary } : {},
        ...r.rounds !== void 0 ? { rounds: r.rounds } : {}
      });
    let index = recent.find((j) => isSharedBy(r, shared[j]));
    if (index === void 0) {
      const key = sharedKey(r, objectIds);
      index = sharedKeys.get(key);
      if (index === void 0) {
        index = shared.length;
        sharedKeys.set(key, index);
        shared.push(sharedPart(r));
      }
      recent.unshift(index);
      if (recent.length > RECENT) recent.pop();
    }
    sharedIndex[i] = index;
  });
  const pack = { shared, sharedIndex, benchmarks, jsonPaths, lines, sampleCounts, samples, own };
  return {
    pack,
    transfer: [sharedIndex.buffer, lines.buffer, sampleCounts.buffer, samples.buffer]
  };
}
function unpackResults(pack) {
  const { shared, sharedIndex, benchmarks, jsonPaths, lines, sampleCounts, samples } = pack;
  const results = [];
  let at = 0;
  for (let i = 0; i < sharedIndex.length; i++) {
    const count = sampleCounts[i] ?? 0;
    const values = new Array(count);
    for (let k = 0; k < count; k++) values[k] = samples[at++] ?? Number.NaN;
    const own = pack.own.get(i);
    if (own && "whole" in own) {
      results.push(own.whole);
      continue;
    }
    const { file, ...fields } = shared[sharedIndex[i] ?? 0];
    const line = lines[i] ?? Number.NaN;
    const jsonPath = jsonPaths[i];
    const source = {
      file,
      ...Number.isNaN(line) ? {} : { line },
      ...jsonPath === void 0 ? {} : { jsonPath }
    };
    results.push({
      benchmark: benchmarks[i],
      ...fields,
      samples: values,
      ...own,
      source
    });
  }
  return results;
}
function isPackable(r) {
  for (const key in r) if (!KNOWN.has(key)) return false;
  for (const key in r.source) if (!SOURCE_KEYS.has(key)) return false;
  return true;
}
function sharedKey(r, objectIds) {
  let key = JSON.stringify(r.source.file);
  for (const name of SHARED_KEYS) {
    if (!(name in r)) {
      key += "|-";
      continue;
    }
    const value = r[name];
    key += `|${typeof value}:`;
    if (typeof value === "string") key += JSON.stringify(value);
    else if (typeof value === "object" && value !== null) {
      let id = objectIds.get(value);
      if (id === void 0) objectIds.set(value, id = objectIds.size);
      key += String(id);
    } else if (Object.is(value, -0)) key += "-0";
    else key += String(value);
  }
  return key;
}
var RECENT = 8;
function isSharedBy(r, part) {
  if (part.file !== r.source.file) return false;
  for (const name of SHARED_KEYS)
    if (name in r !== name in part || !Object.is(r[name], part[name])) return false;
  return true;
}
function sharedPart(r) {
  const part = { file: r.source.file };
  for (const name of SHARED_KEYS) if (name in r) part[name] = r[name];
  return part;
}
function packSides(sides) {
  const transfer = [];
  const packed = sides.map(({ results, ...rest }) => {
    const { pack, transfer: buffers } = packResults(results);
    transfer.push(...buffers);
    return { ...rest, packed: pack };
  });
  return { sides: packed, transfer };
}
function unpackSide({ packed, ...rest }) {
  return { ...rest, results: unpackResults(packed) };
}

export {
  packSides,
  unpackSide
};
