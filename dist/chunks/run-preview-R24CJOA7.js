import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  previewPage
} from "./chunk-GIZVIO3C.js";
import {
  SNIFF_LENGTH,
  formatAdapters
} from "./chunk-WUK6R3JW.js";
import {
  looksLikeReport
} from "./chunk-FCRF7QEL.js";
import "./chunk-PC57IABR.js";
import "./chunk-YKCRKANG.js";

// src/shell/run-preview.ts
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

// src/shell/preview-input.ts
function detectHarnesses(file, text) {
  const head = { name: file, text: text.slice(0, SNIFF_LENGTH) };
  const matches = formatAdapters.filter((adapter) => adapter.detect(head));
  return [...new Set(matches.map((adapter) => adapter.harness))];
}
function notAReportMessage(file, harnesses) {
  const what = harnesses.length > 0 ? `looks like benchmark harness output (${harnesses.join(" or ")}), not a bench-verdict JSON report` : "is not a bench-verdict JSON report (it has no schemaVersion)";
  return `${file} ${what}; run \`bench-verdict compare --base <files> --head <files> --output json --out report.json\` first, then preview report.json`;
}

// src/shell/run-preview.ts
async function runPreview(request, io) {
  const [file, ...extra] = request.positionals;
  const out = request.values.html?.[0];
  const fail = (message) => (io.stderr(`bench-verdict: preview: ${message}
`), 2);
  if (file === void 0 || extra.length > 0 || out === void 0)
    return fail("usage: bench-verdict preview <report.json> --html <file>");
  let text;
  let report;
  try {
    text = await readFile(path.resolve(io.cwd, file), "utf8");
  } catch (error) {
    return fail(`cannot read ${file} (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    report = JSON.parse(text);
  } catch (error) {
    const harnesses = detectHarnesses(file, text);
    return fail(
      harnesses.length > 0 ? notAReportMessage(file, harnesses) : `cannot read ${file} as JSON (${error instanceof Error ? error.message : String(error)})`
    );
  }
  if (!looksLikeReport(report)) return fail(notAReportMessage(file, detectHarnesses(file, text)));
  const assets = await previewAssets();
  const page = await previewPage(report, assets);
  if (!page.ok)
    return fail(`${file} is not a bench-verdict JSON report:
  ${page.problems.join("\n  ")}`);
  await writeFile(path.resolve(io.cwd, out), page.html);
  io.stdout(`${out}
`);
  return 0;
}
async function previewAssets() {
  const require2 = createRequire(import.meta.url);
  const css = await readFile(
    require2.resolve("github-markdown-css/github-markdown-light.css"),
    "utf8"
  );
  return { css };
}
export {
  runPreview
};
