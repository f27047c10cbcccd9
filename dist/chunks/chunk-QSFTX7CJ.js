import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  PRIORITY,
  VERDICT_EMOJI,
  codeSpan,
  fitBlocks,
  inlineText,
  renderComment,
  renderFooter,
  renderVerdictLine,
  suiteBlocks,
  summaryBlocks,
  textBlock
} from "./chunk-62LMNIVZ.js";

// src/report/markdown/render-legs.ts
var SEVERITY = [
  "error",
  "fail",
  "inconclusive",
  "warn",
  "pass",
  "no-baseline"
];
function legsVerdict(legs) {
  const [only] = legs;
  if (!only) return { level: "error", headline: "no results to report", reasons: [] };
  if (legs.length === 1) return only.report.verdict;
  const level = SEVERITY.find((l) => legs.some((leg) => leg.report.verdict.level === l)) ?? "error";
  const worst = legs.filter((leg) => leg.report.verdict.level === level).map((leg) => leg.leg);
  const unmatched = legs.filter((leg) => leg.report.verdict.level === "no-baseline");
  const noBaseline = level === "no-baseline" || unmatched.length === 0 ? "" : `; no baseline for ${unmatched.map((leg) => leg.leg).join(", ")}`;
  return {
    level,
    headline: `${level} in ${worst.length} of ${legs.length} legs (${worst.join(", ")})${noBaseline}`,
    reasons: legs.map((l) => `${l.leg}: ${l.report.verdict.level} \u2014 ${l.report.verdict.headline}`)
  };
}
function renderLegs(legs, options) {
  const [first] = legs;
  if (!first) return "";
  if (legs.length === 1) return renderComment(first.report, options);
  const verdict = legsVerdict(legs);
  const overview = [
    `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} \u2014 ${inlineText(verdict.headline, 300)}`,
    legs.map((leg) => `- ${legTitle(leg)}`).join("\n")
  ].join("\n\n");
  const blocks = [
    textBlock(overview, PRIORITY.verdict),
    ...legs.flatMap((leg) => legBlocks(leg))
  ];
  return fitBlocks(blocks, renderFooter(legs.map((l) => l.report)), options);
}
function legBlocks(leg) {
  const verdictLine = renderVerdictLine(leg.report, "####");
  const summary = summaryBlocks(leg.report, "####").filter(
    (block) => block.kind !== "text" || block.text !== verdictLine
  );
  return [
    textBlock(`#### ${legTitle(leg)}`, PRIORITY.verdict),
    ...summary,
    ...suiteBlocks(leg.report, { heading: "#####" })
  ];
}
function legTitle({ leg, report }) {
  const { verdict } = report;
  return `${VERDICT_EMOJI[verdict.level]} ${codeSpan(leg, { maxLength: 100 })}: ${verdict.level} \u2014 ${inlineText(verdict.headline, 200)}`;
}

export {
  legsVerdict,
  renderLegs
};
