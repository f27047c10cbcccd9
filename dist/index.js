import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  DEFAULT_API_PATIENCE,
  INPUT_NAMES,
  UNANSWERED_HINT,
  acquireForAction,
  apiStatus,
  createOctokit,
  describeApiError,
  inertLogLines,
  inertLogText,
  isUnanswered,
  leavesDirectory,
  parseActionSettings,
  readBoolean,
  readPolicyFile,
  runLegsPipeline,
  runScratch,
  threadedSidesParser,
  withoutWorkflowCommands
} from "./chunks/chunk-B3ZY4DIB.js";
import "./chunks/chunk-LTG3GW4V.js";
import {
  debug,
  error,
  getInput,
  group,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunks/chunk-OUESYRPV.js";
import {
  plainLine,
  renderInputProblems,
  renderJsonChunks,
  reportObject
} from "./chunks/chunk-GIZVIO3C.js";
import "./chunks/chunk-WUK6R3JW.js";
import {
  COMMENT_MAX_LENGTH,
  REPORT_SCHEMA_VERSION,
  SUMMARY_MAX_LENGTH,
  addRegressionCounts,
  countByClass,
  countRegressions,
  describePolicyProblem,
  legsVerdict,
  regressionCountText,
  renderLegs,
  renderLegsSummary,
  rerunList,
  utf8Length,
  verdictFailsStep
} from "./chunks/chunk-FCRF7QEL.js";
import {
  agree,
  external_exports,
  plural,
  wasWere
} from "./chunks/chunk-PC57IABR.js";
import "./chunks/chunk-YKCRKANG.js";

// src/github/actions-ports.ts
import { constants } from "node:fs";
import { lstat, mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
var actionsOutputs = {
  set: (name, value) => {
    setOutput(name, value);
  }
};
var actionsSummary = {
  async write(markdown) {
    await summary.addRaw(markdown, true).write();
  }
};
var actionsLog = {
  info: (message) => {
    info(inertLogLines(message));
  },
  notice: (message) => {
    notice(withoutWorkflowCommands(message));
  },
  warning: (message) => {
    warning(withoutWorkflowCommands(message));
  },
  group: (name, run) => group(name, run)
};
var NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
function workspaceFiles(root) {
  return {
    async write(file, text) {
      const target = path.resolve(root, file);
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true });
      if (await leavesDirectory(folder, root))
        throw new Error(`${file}: its folder is a link out of the workspace; not written`);
      const link = await lstat(target).catch(() => null);
      if (link?.isSymbolicLink() === true) await unlink(target);
      const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NO_FOLLOW;
      const handle = await open(target, flags, 420);
      try {
        if (typeof text === "string") await handle.writeFile(text);
        else for (const chunk of text) await handle.write(chunk);
      } finally {
        await handle.close();
      }
      return target;
    }
  };
}

// src/shell/failure-causes.ts
var MAX_CAUSES = 3;
var MAX_CAUSE_LENGTH = 300;
function errorCauses(legs) {
  const causes = legs.filter(({ report }) => report.verdict.level === "error").flatMap(
    ({ leg, report }) => report.diagnostics.filter((d) => d.severity === "error").map((d) => {
      const where = [leg === "" ? "" : `${leg}:`, d.file, d.location].filter(Boolean).join(" ");
      return plainLine(where === "" ? d.message : `${where}: ${d.message}`, MAX_CAUSE_LENGTH);
    })
  );
  const shown = causes.slice(0, MAX_CAUSES).map((cause) => `
- ${cause}`);
  const more = causes.length - shown.length;
  return `${shown.join("")}${more > 0 ? `
- \u2026 and ${more} more (see the job summary)` : ""}`;
}

// src/shell/action-publish.ts
import path2 from "node:path";

// src/github/github-comment-port.ts
var ACTIONS_BOT_LOGIN = "github-actions[bot]";
var PER_PAGE = 100;
var MAX_COMMENT_PAGES = 10;
function githubCommentPort(octokit, target, identity, markerPrefix, onNote = () => void 0) {
  const { owner, repo, issueNumber } = target;
  let login;
  let cached;
  const toExisting = (c) => ({
    id: c.id,
    body: c.body ?? "",
    createdAt: c.created_at,
    updatedAt: c.updated_at ?? c.created_at,
    ...c.node_id === void 0 ? {} : { nodeId: c.node_id },
    url: c.html_url
  });
  const resolve = async (all) => {
    if (login !== void 0) return login;
    if (identity.assumed === void 0) {
      login = await identity.lookUp();
      return login;
    }
    const foreignBots = all.some(
      (c) => c.user?.login !== identity.assumed && c.user?.login.endsWith("[bot]") === true && (c.body ?? "").startsWith(markerPrefix)
    );
    login = foreignBots ? await identity.lookUp() : identity.assumed;
    return login;
  };
  const readPage = async (page) => {
    const response = await octokit.rest.issues.listComments({
      owner,
      repo,
      issue_number: issueNumber,
      per_page: PER_PAGE,
      page
    });
    const last = /[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(response.headers.link ?? "")?.[1];
    return {
      comments: response.data,
      last: last === void 0 ? page : Number(last)
    };
  };
  const list = async (marker) => {
    const pages = /* @__PURE__ */ new Map();
    const first = await readPage(1);
    pages.set(1, first.comments);
    const lastPage = Math.max(1, first.last);
    const order = [1, ...Array.from({ length: lastPage - 1 }, (_, i) => lastPage - i)];
    const holdsMarker = (page) => marker !== void 0 && (pages.get(page) ?? []).some((c) => (c.body ?? "").startsWith(marker));
    let stopAfter;
    for (const page of order) {
      if (stopAfter && [...stopAfter].every((p) => pages.has(p))) break;
      if (pages.size >= MAX_COMMENT_PAGES && !pages.has(page)) {
        onNote(
          `pull request #${issueNumber} has ${lastPage} pages of comments; the bench-verdict comment was looked for on the oldest and the newest ${MAX_COMMENT_PAGES - 1} of them only (${MAX_COMMENT_PAGES} pages of ${PER_PAGE}, the lookup's cap)`
        );
        break;
      }
      if (!pages.has(page)) pages.set(page, (await readPage(page)).comments);
      if (!stopAfter && holdsMarker(page))
        stopAfter = new Set([page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
    }
    const all = [...pages.entries()].sort(([a], [b]) => a - b).flatMap(([, comments]) => comments);
    const me = await resolve(all);
    return all.filter((c) => c.user?.login === me).map(toExisting);
  };
  const post = async (body) => {
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
      request: { retries: 0 }
    });
    if (data.user?.login) login = data.user.login;
    return toExisting(data);
  };
  return {
    async listOwnComments(marker) {
      const hit = cached;
      if (hit !== void 0 && hit.marker === marker) return hit.comments;
      const comments = await list(marker);
      cached = { marker, comments };
      return comments;
    },
    async create(body) {
      cached = void 0;
      try {
        return await post(body);
      } catch (error2) {
        const status = apiStatus(error2);
        if (status !== void 0 && status < 500) throw error2;
        onNote(
          `creating the comment got no answer (${describeApiError(error2)}); looking for it before trying once more`
        );
        const marker = body.slice(0, body.indexOf("\n"));
        const landed = (await list(marker)).find((c) => c.body === body);
        if (landed) return landed;
        return await post(body);
      }
    },
    async update(id, body) {
      cached = void 0;
      const { data } = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: id,
        body
      });
      return toExisting(data);
    },
    async remove(id) {
      cached = void 0;
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id });
    },
    async hide(comment) {
      if (comment.nodeId === void 0) return;
      await octokit.graphql(
        "mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { clientMutationId } }",
        { id: comment.nodeId }
      );
    }
  };
}
function tokenIdentity(octokit, token) {
  const viewer = async () => {
    const { viewer: viewer2 } = await octokit.graphql(
      "query { viewer { login } }"
    );
    return viewer2.login;
  };
  if (token.startsWith("ghs_")) return { assumed: ACTIONS_BOT_LOGIN, lookUp: viewer };
  return {
    assumed: void 0,
    async lookUp() {
      try {
        return (await octokit.rest.users.getAuthenticated()).data.login;
      } catch {
        return await viewer();
      }
    }
  };
}

// src/github/comment-writer-check.ts
var SLACK_MS = 2 * 6e4;
function runRecordCheck(octokit, scope, workflowPath) {
  const runs = /* @__PURE__ */ new Map();
  const record = (runId) => {
    let known = runs.get(runId);
    if (!known) {
      known = octokit.rest.actions.getWorkflowRun({ ...scope, run_id: runId }).then(({ data }) => ({
        path: data.path.replace(/@.*$/, ""),
        attempt: data.run_attempt ?? 1,
        started: Date.parse(data.run_started_at ?? data.created_at),
        ended: data.status === "completed" ? Date.parse(data.updated_at) : null
      })).catch((error2) => {
        if (apiStatus(error2) === 404) return null;
        throw error2;
      });
      runs.set(runId, known);
    }
    return known;
  };
  return async (claim, comment) => {
    const run = await record(claim.runId);
    if (!run || run.path !== workflowPath || claim.runAttempt > run.attempt) return false;
    const written = Date.parse(comment.updatedAt ?? comment.createdAt);
    if (!Number.isFinite(written) || written + SLACK_MS < run.started) return false;
    return run.ended === null || written <= run.ended + SLACK_MS;
  };
}

// src/github/pull-request-lookup.ts
async function findPullRequestForRun(octokit, scope, head) {
  const [headOwner] = head.repository.split("/");
  const { data } = await octokit.rest.pulls.list({
    owner: scope.owner,
    repo: scope.repo,
    state: "open",
    head: `${headOwner ?? ""}:${head.branch}`,
    per_page: 100
  });
  const match = data.filter(
    (pull) => pull.head.ref === head.branch && // A deleted fork's PR has `head.repo: null`, whatever the REST description says.
    pull.head.repo?.full_name.toLowerCase() === head.repository.toLowerCase() && pull.base.repo.full_name.toLowerCase() === `${scope.owner}/${scope.repo}`.toLowerCase()
  ).sort(
    (a, b) => Number(b.head.sha === head.sha) - Number(a.head.sha === head.sha) || a.number - b.number
  )[0];
  if (!match) return void 0;
  return {
    number: match.number,
    headSha: match.head.sha,
    baseSha: match.base.sha,
    baseRef: match.base.ref,
    url: match.html_url
  };
}
async function currentHeadSha(octokit, scope, number) {
  const { data } = await octokit.rest.pulls.get({
    owner: scope.owner,
    repo: scope.repo,
    pull_number: number
  });
  return data.state === "open" ? data.head.sha : void 0;
}

// src/publish/write-comment.ts
import { createHash as createHash2 } from "node:crypto";

// src/publish/sticky-comment.ts
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
function stickyMarker(key) {
  return `<!-- bench-verdict:${sanitizeKey(key)} -->`;
}
function contentHashLine(hash) {
  return `<!-- bench-verdict-hash:${hash} -->`;
}
function producerLine(producer) {
  return `<!-- bench-verdict-run:${producer.runId}:${producer.headSha} -->`;
}
function sanitizeKey(key) {
  return key.replace(/[^A-Za-z0-9._/:=@+-]/g, "_").slice(0, 200);
}
var HEADER_LINE = /^<!-- bench-verdict-(hash|run|id):([0-9A-Za-z.:]{1,100}) -->$/;
function parseHeader(body, marker) {
  const lines = body.split("\n");
  if (lines[0] !== marker) return void 0;
  const found = {};
  let index = 1;
  for (; index < lines.length; index++) {
    const line = HEADER_LINE.exec(lines[index] ?? "");
    if (!line) break;
    const [, kind, value = ""] = line;
    if (kind !== void 0 && kind in found) return void 0;
    if (kind === "hash") {
      if (!/^[0-9a-f]{16}$/.test(value)) return void 0;
      found.hash = value;
    } else if (kind === "run") {
      const run = /^(\d{1,16}):([0-9a-f]{1,64})$/.exec(value);
      if (!run) return void 0;
      found.run = { runId: Number(run[1]), headSha: run[2] ?? "" };
    } else {
      const id = /^(\d{1,16})\.(\d{1,6}):([0-9a-f]{32})$/.exec(value);
      if (!id) return void 0;
      found.id = {
        runId: Number(id[1]),
        runAttempt: Number(id[2]),
        digest: id[3] ?? "",
        signed: lines.slice(index + 1).join("\n")
      };
    }
  }
  return { ...found, rest: lines.slice(index).join("\n") };
}
function idLine(marker, writer, rest) {
  const claim = `${writer.runId}.${writer.runAttempt}`;
  return `<!-- bench-verdict-id:${claim}:${idDigest(marker, writer, claim, rest)} -->`;
}
function idDigest(marker, writer, claim, rest) {
  const { signingKey } = writer;
  const plain = signingKey === void 0;
  const text = [
    plain ? "bench-verdict-id/1" : "bench-verdict-id/hmac-1",
    marker,
    writer.workflowPath,
    claim,
    rest
  ].join("\n");
  const digest = plain ? createHash("sha256") : createHmac("sha256", signingKey);
  return digest.update(text).digest("hex").slice(0, 32);
}
async function upsertStickyComment(port, marker, body, options) {
  const written = /* @__PURE__ */ new Set();
  const full = (text) => `${marker}
${idLine(marker, options.writer, text)}
${text}`;
  const sort = async () => await sortComments(await port.listOwnComments(marker), marker, options, written);
  const first = await sort();
  const [oldest] = first.ours;
  if (oldest) {
    const removed2 = await removeDuplicates(port, first.ours);
    const result = await refresh(port, oldest, full(body), options);
    return { ...result, removed: removed2, foreign: first.foreign };
  }
  const created = await port.create(full(body));
  written.add(created.id);
  const after = await sort();
  const removed = await removeDuplicates(port, after.ours);
  const [keep] = after.ours;
  const foreign = after.foreign;
  if (!keep || keep.id === created.id)
    return { comment: created, action: "created", removed, foreign };
  return { ...await refresh(port, keep, full(body), options), removed, foreign };
}
async function sortComments(comments, marker, options, written) {
  const ours = [];
  const foreign = [];
  for (const comment of comments) {
    if (!comment.body.startsWith(marker)) continue;
    const mine = written.has(comment.id) || await writtenByUs(comment, marker, options);
    (mine ? ours : foreign).push(comment);
  }
  ours.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  return { ours, foreign };
}
async function writtenByUs(comment, marker, options) {
  const header = parseHeader(comment.body, marker);
  if (!header?.id) return false;
  const { writer } = options;
  const claim = `${header.id.runId}.${header.id.runAttempt}`;
  if (!sameDigest(header.id.digest, idDigest(marker, writer, claim, header.id.signed))) return false;
  if (header.id.runId === writer.runId && header.id.runAttempt === writer.runAttempt) return true;
  return await options.checkWriter(header.id, comment);
}
function sameDigest(claimed, expected) {
  const a = Buffer.from(claimed);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
async function refresh(port, comment, full, options) {
  const header = parseHeader(comment.body, stickyLine(full));
  if (options.producer && header?.run && writtenByNewerRun(header.run, options.producer))
    return { comment, action: "stale" };
  if (comment.body === full || options.skipIfHashMatches !== void 0 && header?.hash === options.skipIfHashMatches)
    return { comment, action: "unchanged" };
  return { comment: await port.update(comment.id, full), action: "updated" };
}
var stickyLine = (full) => full.slice(0, full.indexOf("\n"));
function writtenByNewerRun(run, producer) {
  return run.runId > producer.runId && run.headSha !== producer.headSha;
}
async function removeDuplicates(port, sorted) {
  for (const duplicate of sorted.slice(1)) {
    try {
      await port.remove(duplicate.id);
    } catch (error2) {
      if (apiStatus(error2) !== 404) throw error2;
    }
  }
  return Math.max(0, sorted.length - 1);
}

// src/publish/write-comment.ts
var COMMENT_LIMIT = 65536;
var HEADER_RESERVE = 1e3;
function* fittedBodies(legs, body, fit) {
  yield body;
  yield renderLegs(legs, { maxLength: 2e4, ...fit });
  yield renderLegsSummary(legs, { maxLength: 8e3, fullReportName: fit.fullReportName });
  yield renderLegsSummary(legs, { maxLength: 2e3, fullReportName: fit.fullReportName });
}
async function writeComment(port, legs, body, plan, targets, fit) {
  const { log } = targets;
  const marker = stickyMarker(plan.commentKey);
  const hash = contentHash(legs);
  const hidden = [contentHashLine(hash), ...plan.producer ? [producerLine(plan.producer)] : []];
  const compose = (text) => [...hidden, text].join("\n");
  const room = COMMENT_LIMIT - HEADER_RESERVE - utf8Length(marker);
  const bodies = fittedBodies(legs, body, fit);
  const nextFitting = () => {
    for (let next = bodies.next(); next.done !== true; next = bodies.next())
      if (utf8Length(compose(next.value)) <= room) return next.value;
    return void 0;
  };
  const first = nextFitting() ?? "";
  if (first !== body)
    log.notice(
      `The full comment (${utf8Length(body).toLocaleString("en-US")} bytes) is over GitHub's ${COMMENT_LIMIT.toLocaleString("en-US")}-character limit; posting a shorter form (${utf8Length(first).toLocaleString("en-US")} bytes). Everything is in ${fit.fullReportName}.`
    );
  try {
    if (!targets.checkWriter || !plan.writer) {
      log.notice("No PR comment: the run id or the workflow file of this run is unknown.");
      return null;
    }
    if (plan.commentMode === "on-regression" && !legs.some((l) => hasRegression(l.report))) {
      const existing = (await port.listOwnComments(marker)).some((c) => c.body.startsWith(marker));
      if (!existing) {
        log.info('No PR comment: no regression, and the comment input is "on-regression".');
        return null;
      }
    }
    const reason = await targets.reasonNotToWrite?.();
    if (reason !== void 0) {
      log.notice(
        `No PR comment: ${reason}. The verdict is in the job summary and the step outputs.`
      );
      return null;
    }
    const options = {
      writer: plan.writer,
      checkWriter: targets.checkWriter,
      ...plan.commentMode === "on-change" ? { skipIfHashMatches: hash } : {},
      ...plan.producer ? { producer: plan.producer } : {}
    };
    let result;
    try {
      result = await upsertStickyComment(port, marker, compose(first), options);
    } catch (error2) {
      const smaller = apiStatus(error2) === 422 ? nextFitting() : void 0;
      if (smaller === void 0) throw error2;
      log.notice(
        `GitHub refused the comment (${describeApiError(error2)}); posting a short version that points to the job summary.`
      );
      result = await upsertStickyComment(port, marker, compose(smaller), options);
    }
    await hideForeign(port, result.foreign, log, plan.writer.signingKey !== void 0);
    const removed = result.removed > 0 ? `; removed ${plural(result.removed, "duplicate")} from concurrent runs` : "";
    if (result.action === "stale")
      log.notice(
        `The PR comment was left as it is: a newer run already reported on a newer head${removed}.`
      );
    else log.info(`PR comment ${result.action}: ${result.comment.url}${removed}`);
    return result.comment;
  } catch (error2) {
    log.notice(
      `The PR comment could not be written (${describeApiError(error2)})${hint(error2)}. The verdict is in the job summary and the step outputs.`
    );
    return null;
  }
}
var MAX_HIDDEN = 5;
async function hideForeign(port, foreign, log, signed) {
  if (foreign.length === 0) return;
  let hidden = 0;
  for (const comment of foreign.slice(0, MAX_HIDDEN)) {
    try {
      await port.hide?.(comment);
      hidden++;
    } catch {
    }
  }
  const n = foreign.length;
  const hiddenText = hidden === 0 ? "" : `, and ${agree(n, "it", hidden.toLocaleString("en-US"))} ${wasWere(hidden)} hidden as outdated`;
  log.warning(
    `${plural(n, "comment")} on this pull request ${agree(n, "carries", "carry")} the bench-verdict marker but ${wasWere(n)} not written by this workflow's runs (forged, or from a version without id lines${signed ? ", or not signed with this comment-signing-key" : ""}); ${agree(n, "it", "they")} ${wasWere(n)} not taken as the verdict${hiddenText}: ${foreign.slice(0, MAX_HIDDEN).map((c) => c.url).join(", ")}`
  );
}
function hint(error2) {
  switch (apiStatus(error2)) {
    case 403:
      return /rate limit/i.test(describeApiError(error2)) ? "; the API rate limit was reached" : "; the token needs `pull-requests: write` (fork pull requests never get it: see the README on `workflow_run`)";
    case 404:
      return "; the pull request or the comment no longer exists";
    default:
      return "";
  }
}
function hasRegression(report) {
  return report.verdict.level === "fail" || report.verdict.level === "warn" || report.comparisons.some((c) => c.gated && c.class === "regression");
}
function contentHash(legs) {
  const row = (c) => [
    c.label,
    c.metricName,
    c.class,
    c.strength,
    c.ratio === null ? null : Math.round(c.ratio * 1e3)
  ];
  const essence = legs.map((l) => ({
    leg: l.leg,
    verdict: [l.report.verdict.level, l.report.verdict.headline],
    rows: l.report.comparisons.map(row),
    // Only when there are references, so the hashes of comments without them stay as they were.
    ...l.report.references ? {
      references: l.report.references.map((r) => [
        r.name,
        r.missing ?? null,
        r.comparisons.map(row)
      ])
    } : {}
  }));
  return createHash2("sha256").update(JSON.stringify(essence)).digest("hex").slice(0, 16);
}

// src/publish/publish-report.ts
async function publishReport(legs, plan, targets) {
  const { outputs } = targets;
  const verdict = legsVerdict(legs);
  const gated = legs.flatMap((l) => l.report.comparisons.filter((c) => c.gated));
  outputs.set("verdict", verdict.level);
  outputs.set("counts", JSON.stringify(countByClass(gated)));
  const regressions = addRegressionCounts(
    legs.map(
      (l) => countRegressions(
        l.report.comparisons.filter((c) => c.gated),
        l.report.verdict.waived
      )
    )
  );
  outputs.set("regressions", String(regressions.total));
  outputs.set("regressions-text", regressionCountText(regressions));
  outputs.set("headline", verdict.headline);
  outputs.set("rerun", JSON.stringify(rerunOf(legs)));
  let comment = null;
  try {
    const summary2 = targets.summary ? summaryMarkdown(legs) : void 0;
    const summaryCut = summary2?.cut ?? false;
    const fit = {
      fullReportName: summary2 === void 0 || summaryCut ? FULL_JSON_REPORT : "the job summary and the JSON report",
      summaryCut
    };
    const body = renderLegs(legs, { maxLength: COMMENT_MAX_LENGTH, ...fit });
    outputs.set("report-file", await writeOrWarn(targets, plan.reportFile, jsonReport(legs)));
    outputs.set("markdown-file", await writeOrWarn(targets, plan.markdownFile, body));
    if (targets.summary && summary2 !== void 0) await targets.summary.write(summary2.text);
    comment = await commentIfAllowed(targets, legs, body, plan, fit);
  } finally {
    outputs.set("comment-id", comment === null ? "" : String(comment.id));
    outputs.set("comment-url", comment === null ? "" : comment.url);
  }
}
async function writeOrWarn(targets, file, text) {
  try {
    return await targets.files.write(file, text);
  } catch (error2) {
    const why = error2 instanceof Error ? error2.message : String(error2);
    targets.log.warning(`The report file ${file} was not written: ${why}`);
    return "";
  }
}
async function commentIfAllowed(targets, legs, body, plan, fit) {
  if (!targets.comments) {
    targets.log.info(`No PR comment: ${targets.noCommentReason}.`);
    return null;
  }
  if (plan.commentMode === "never") {
    targets.log.info('No PR comment: the comment input is "never".');
    return null;
  }
  return writeComment(targets.comments, legs, body, plan, targets, fit);
}
function summaryMarkdown(legs) {
  const omitted = [];
  const text = renderLegs(legs, {
    maxLength: SUMMARY_MAX_LENGTH,
    fullReportName: FULL_JSON_REPORT,
    onOmitted: (rows, sections) => omitted.push(rows + sections)
  });
  return { text, cut: omitted.length > 0 };
}
var FULL_JSON_REPORT = "the JSON report (the file of the `report-file` output)";
function jsonReport(legs) {
  const [only] = legs;
  if (legs.length === 1 && only) return renderJsonChunks(only.report);
  const verdict = legsVerdict(legs);
  const document = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    verdict: { level: verdict.level, headline: verdict.headline, reasons: verdict.reasons },
    rerun: rerunOf(legs),
    legs: legs.map((l) => ({ leg: l.leg, ...reportObject(l.report) }))
  };
  return `${JSON.stringify(document, null, 2)}
`;
}
function rerunOf(legs) {
  const named = legs.flatMap(
    (l) => rerunList(l.report.comparisons).map((label) => l.leg === "" ? label : `${l.leg}: ${label}`)
  );
  return [...new Set(named)];
}

// src/shell/action-publish.ts
var DEFAULT_ARTIFACT_NAME = "bench-results";
async function publishForAction(legs, settings, run, target, octokit, log) {
  const scope = { owner: run.owner, repo: run.repo };
  const pr = target.pullRequest;
  const comments = pr && target.noComment === void 0 ? githubCommentPort(
    octokit,
    { ...scope, issueNumber: pr.number },
    tokenIdentity(octokit, settings.token),
    "<!-- bench-verdict:",
    (message) => {
      log.notice(`PR comment: ${message}.`);
    }
  ) : null;
  const commentKey = settings.commentKey ?? defaultCommentKey(settings, run);
  try {
    await publishReport(
      legs,
      {
        commentMode: settings.comment,
        commentKey,
        reportFile: settings.reportFile,
        markdownFile: path2.join(run.tempDir, commentFileName(run.step, commentKey)),
        ...run.runId === void 0 || run.workflowPath === void 0 ? {} : {
          writer: {
            workflowPath: run.workflowPath,
            runId: run.runId,
            runAttempt: run.runAttempt,
            ...settings.commentSigningKey === void 0 ? {} : { signingKey: settings.commentSigningKey }
          }
        },
        ...target.producerRunId === void 0 ? {} : { producer: { runId: target.producerRunId, headSha: target.headSha } }
      },
      {
        outputs: actionsOutputs,
        summary: settings.summary ? actionsSummary : null,
        comments,
        noCommentReason: target.noComment ?? "no pull request",
        ...run.workflowPath === void 0 ? {} : { checkWriter: runRecordCheck(octokit, scope, run.workflowPath) },
        ...pr && target.recheckHead ? { reasonNotToWrite: () => headMovedOn(octokit, scope, pr.number, target.headSha) } : {},
        files: workspaceFiles(run.workspace),
        log
      }
    );
  } catch (error2) {
    log.warning(
      `Publishing the report failed (${describeApiError(error2)}); the verdict is in the step outputs.`
    );
  }
}
function commentFileName(step, commentKey) {
  const tag = (step ?? commentKey).replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "").slice(0, 80);
  return tag === "" ? "bench-verdict-comment.md" : `bench-verdict-comment-${tag}.md`;
}
function defaultCommentKey(settings, run) {
  const suite = settings.artifactName === DEFAULT_ARTIFACT_NAME ? "" : `/${settings.artifactName}`;
  return `${run.workflowFile ?? run.workflowName}/${run.job}${suite}`;
}
async function headMovedOn(octokit, scope, number, headSha) {
  const current = await currentHeadSha(octokit, scope, number);
  if (current === void 0) return `pull request #${number} is closed`;
  if (current === headSha) return void 0;
  return `the head of pull request #${number} moved on to ${current.slice(0, 12)} after the run reported here (${headSha.slice(0, 12)}); the comment is left for the newer run`;
}

// src/github/action-target.ts
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
async function resolveTarget(settings, run, octokit, log) {
  const workflow = settings.baseWorkflow ?? run.workflowFile;
  const common = {
    headRunId: settings.headRunId ?? (settings.results.length === 0 ? run.runId : void 0),
    workflow,
    fork: void 0,
    recheckHead: false
  };
  const pr = run.pullRequest;
  if (PULL_REQUEST_EVENTS.has(run.eventName) && pr) {
    const headRepo = pr.head.repo?.full_name;
    const fromFork = headRepo !== void 0 && headRepo.toLowerCase() !== `${run.owner}/${run.repo}`.toLowerCase();
    if (fromFork)
      log.notice(
        "This pull request comes from a fork, whose token cannot comment. The verdict is in the job summary and the outputs; to comment on fork PRs, upload the results as an artifact and run bench-verdict in a second workflow on `workflow_run` (see the README)."
      );
    return {
      ...common,
      // The summary is still read: it says whose code produced the numbers, and offers no command.
      fork: fromFork ? { repository: headRepo } : void 0,
      headSha: pr.head.sha,
      producerRunId: common.headRunId ?? run.runId,
      pullRequest: { number: pr.number, baseSha: pr.base.sha, baseRef: pr.base.ref },
      baseBranch: settings.baseBranch ?? pr.base.ref,
      baseSha: pr.base.sha,
      earlierOnly: false,
      noComment: fromFork ? "pull request from a fork (read-only token)" : void 0,
      headKind: "pull-request"
    };
  }
  if (run.eventName === "workflow_run" && run.workflowRun)
    return resolveWorkflowRunTarget(settings, run, run.workflowRun, octokit, log);
  const branch = run.mergeGroupBase ?? branchOf(run.ref) ?? run.defaultBranch;
  return {
    ...common,
    headSha: run.sha,
    producerRunId: common.headRunId ?? run.runId,
    pullRequest: void 0,
    baseBranch: settings.baseBranch ?? branch,
    baseSha: run.previousSha,
    earlierOnly: run.eventName !== "merge_group",
    noComment: `the ${run.eventName} event has no pull request to comment on; the verdict is in the job summary and outputs`,
    headKind: run.eventName === "push" ? "push" : "run"
  };
}
async function resolveWorkflowRunTarget(settings, run, triggering, octokit, log) {
  const headRunId = settings.headRunId ?? triggering.id;
  const headRepository = triggering.head_repository?.full_name ?? `${run.owner}/${run.repo}`;
  const fromFork = headRepository.toLowerCase() !== `${run.owner}/${run.repo}`.toLowerCase();
  const triggeringFile = /(?:^|\/)\.github\/workflows\/([^/@]+)/.exec(triggering.path ?? "")?.[1];
  const base = {
    headSha: triggering.head_sha,
    headRunId,
    producerRunId: headRunId,
    fork: fromFork ? {
      repository: headRepository,
      ...triggering.html_url ? { runUrl: triggering.html_url } : {}
    } : void 0,
    workflow: settings.baseWorkflow ?? triggeringFile ?? run.workflowFile
  };
  const summaryOnly = (why) => ({
    ...base,
    pullRequest: void 0,
    baseBranch: settings.baseBranch ?? triggering.head_branch ?? run.defaultBranch,
    baseSha: void 0,
    earlierOnly: true,
    noComment: why,
    recheckHead: false,
    headKind: triggering.event === "push" ? "push" : "run"
  });
  if (triggering.event !== void 0 && !PULL_REQUEST_EVENTS.has(triggering.event))
    return summaryOnly(`the triggering run was a ${triggering.event} run, not a pull request's`);
  if (!triggering.head_branch) return summaryOnly("the triggering run names no head branch");
  let found;
  try {
    found = await findPullRequestForRun(
      octokit,
      { owner: run.owner, repo: run.repo },
      { sha: triggering.head_sha, branch: triggering.head_branch, repository: headRepository }
    );
  } catch (error2) {
    log.notice(
      `The pull request of run ${triggering.id} could not be looked up (${describeApiError(error2)}).`
    );
    return summaryOnly("the pull request could not be looked up");
  }
  if (!found)
    return summaryOnly(
      `no open pull request comes from ${headRepository}:${triggering.head_branch}`
    );
  const movedOn = found.headSha !== triggering.head_sha;
  if (movedOn)
    log.notice(
      `Pull request #${found.number} has moved on to ${found.headSha.slice(0, 12)} since run ${triggering.id} (${triggering.head_sha.slice(0, 12)}); its verdict goes to the job summary only, and the comment is left for the newer run.`
    );
  return {
    ...base,
    pullRequest: { number: found.number, baseSha: found.baseSha, baseRef: found.baseRef },
    baseBranch: settings.baseBranch ?? found.baseRef,
    baseSha: found.baseSha,
    earlierOnly: false,
    noComment: movedOn ? "the pull request has moved on to a newer head" : void 0,
    recheckHead: true,
    headKind: "pull-request"
  };
}
function branchOf(ref) {
  return ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : void 0;
}

// node_modules/@actions/github/lib/context.js
import { readFileSync, existsSync } from "fs";
import { EOL } from "os";
var Context = class {
  /**
   * Hydrate the context from the environment
   */
  constructor() {
    var _a, _b, _c;
    this.payload = {};
    if (process.env.GITHUB_EVENT_PATH) {
      if (existsSync(process.env.GITHUB_EVENT_PATH)) {
        this.payload = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, { encoding: "utf8" }));
      } else {
        const path3 = process.env.GITHUB_EVENT_PATH;
        process.stdout.write(`GITHUB_EVENT_PATH ${path3} does not exist${EOL}`);
      }
    }
    this.eventName = process.env.GITHUB_EVENT_NAME;
    this.sha = process.env.GITHUB_SHA;
    this.ref = process.env.GITHUB_REF;
    this.workflow = process.env.GITHUB_WORKFLOW;
    this.action = process.env.GITHUB_ACTION;
    this.actor = process.env.GITHUB_ACTOR;
    this.job = process.env.GITHUB_JOB;
    this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
    this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
    this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
    this.apiUrl = (_a = process.env.GITHUB_API_URL) !== null && _a !== void 0 ? _a : `https://api.github.com`;
    this.serverUrl = (_b = process.env.GITHUB_SERVER_URL) !== null && _b !== void 0 ? _b : `https://github.com`;
    this.graphqlUrl = (_c = process.env.GITHUB_GRAPHQL_URL) !== null && _c !== void 0 ? _c : `https://api.github.com/graphql`;
  }
  get issue() {
    const payload = this.payload;
    return Object.assign(Object.assign({}, this.repo), { number: (payload.issue || payload.pull_request || payload).number });
  }
  get repo() {
    if (process.env.GITHUB_REPOSITORY) {
      const [owner, repo] = process.env.GITHUB_REPOSITORY.split("/");
      return { owner, repo };
    }
    if (this.payload.repository) {
      return {
        owner: this.payload.repository.owner.login,
        repo: this.payload.repository.name
      };
    }
    throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
  }
};

// lean-start:github
var context = new Context();

// src/github/actions-environment.ts
var PullRequestPayload = external_exports.looseObject({
  number: external_exports.number(),
  html_url: external_exports.string().optional(),
  head: external_exports.looseObject({
    sha: external_exports.string(),
    ref: external_exports.string(),
    repo: external_exports.looseObject({ full_name: external_exports.string() }).nullable().optional()
  }),
  base: external_exports.looseObject({ sha: external_exports.string(), ref: external_exports.string() })
});
var WorkflowRunPayload = external_exports.looseObject({
  id: external_exports.number(),
  event: external_exports.string().optional(),
  head_sha: external_exports.string(),
  head_branch: external_exports.string().nullable(),
  /** `.github/workflows/bench.yml`: the triggering workflow, whose base runs hold the baseline. */
  path: external_exports.string().optional(),
  html_url: external_exports.string().optional(),
  head_repository: external_exports.looseObject({ full_name: external_exports.string() }).nullable().optional()
});
var Payload = external_exports.looseObject({
  pull_request: PullRequestPayload.optional(),
  repository: external_exports.looseObject({ full_name: external_exports.string(), default_branch: external_exports.string().optional() }).optional(),
  workflow_run: WorkflowRunPayload.optional(),
  /** push: the branch tip before the push (all zeros for a new branch). */
  before: external_exports.string().optional(),
  merge_group: external_exports.looseObject({ base_sha: external_exports.string(), base_ref: external_exports.string() }).optional()
});
var REQUIRED_VARIABLES = ["GITHUB_REPOSITORY", "GITHUB_EVENT_NAME", "GITHUB_SHA"];
var RunnerEnvironmentError = class extends Error {
  name = "RunnerEnvironmentError";
};
function readActionsEnvironment(env = process.env) {
  const missing = REQUIRED_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new RunnerEnvironmentError(
      `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set: the Actions runner sets ${missing.length === 1 ? "it" : "them"} in a workflow step. Run this Action from a workflow; to compare result files on your own machine, use the CLI (\`npx bench-verdict compare --base \u2026 --head \u2026\`)`
    );
  const repository = env.GITHUB_REPOSITORY ?? "";
  const [owner = "", repo = ""] = repository.split("/");
  if (!owner || !repo)
    throw new RunnerEnvironmentError(
      `GITHUB_REPOSITORY is "${repository.slice(0, 100)}", not owner/name as the Actions runner sets it`
    );
  const payload = Payload.safeParse(context.payload);
  const data = payload.success ? payload.data : {};
  const workflowRef = env.GITHUB_WORKFLOW_REF ?? "";
  const workflowFile = /\/\.github\/workflows\/([^@/]+)@/.exec(workflowRef)?.[1];
  const runId = Number(env.GITHUB_RUN_ID);
  const runAttempt = Number(env.GITHUB_RUN_ATTEMPT);
  const workflowPath = workflowRef.startsWith(`${repository}/`) ? workflowRef.slice(repository.length + 1).replace(/@.*$/, "") : void 0;
  const before = data.before ?? data.merge_group?.base_sha;
  return {
    eventName: context.eventName,
    owner,
    repo,
    runId: Number.isSafeInteger(runId) && runId > 0 ? runId : void 0,
    runAttempt: Number.isSafeInteger(runAttempt) && runAttempt > 0 ? runAttempt : 1,
    workflowPath: workflowPath === "" ? void 0 : workflowPath,
    job: context.job,
    step: env.GITHUB_ACTION === "" ? void 0 : env.GITHUB_ACTION,
    workflowName: context.workflow,
    workflowFile,
    serverUrl: context.serverUrl.replace(/\/+$/, ""),
    apiUrl: context.apiUrl.replace(/\/+$/, ""),
    sha: context.sha,
    // Unset for events with neither a branch nor a tag; @actions/github types it as a string.
    ref: env.GITHUB_REF ?? "",
    pullRequest: data.pull_request,
    workflowRun: data.workflow_run,
    previousSha: before !== void 0 && /^[0-9a-f]{40}$/i.test(before) && !/^0+$/.test(before) ? before : void 0,
    mergeGroupBase: data.merge_group?.base_ref.replace(/^refs\/heads\//, ""),
    defaultBranch: data.repository?.default_branch,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    tempDir: env.RUNNER_TEMP ?? env.GITHUB_WORKSPACE ?? process.cwd(),
    patience: readPatience(env),
    pullRequestLabels: readPullRequestLabels(context.payload)
  };
}
function readPatience(env) {
  const positive = (name, fallback) => {
    const value = Number(env[name]);
    return env[name] !== void 0 && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    requestTimeoutMs: positive(
      "BENCH_VERDICT_API_TIMEOUT_MS",
      DEFAULT_API_PATIENCE.requestTimeoutMs
    ),
    retryBaseMs: positive("BENCH_VERDICT_API_RETRY_BASE_MS", DEFAULT_API_PATIENCE.retryBaseMs),
    maxRateLimitWaitSeconds: positive(
      "BENCH_VERDICT_API_MAX_WAIT_SECONDS",
      DEFAULT_API_PATIENCE.maxRateLimitWaitSeconds
    ),
    callDeadlineMs: positive(
      "BENCH_VERDICT_API_CALL_DEADLINE_MS",
      DEFAULT_API_PATIENCE.callDeadlineMs
    ),
    runDeadlineMs: positive(
      "BENCH_VERDICT_API_RUN_DEADLINE_MS",
      DEFAULT_API_PATIENCE.runDeadlineMs
    ),
    downloadDeadlineMs: positive(
      "BENCH_VERDICT_DOWNLOAD_DEADLINE_MS",
      DEFAULT_API_PATIENCE.downloadDeadlineMs
    )
  };
}
var LabelsPayload = external_exports.looseObject({
  action: external_exports.string().optional(),
  label: external_exports.looseObject({ name: external_exports.string() }).optional(),
  sender: external_exports.looseObject({ login: external_exports.string() }).optional(),
  pull_request: external_exports.looseObject({ labels: external_exports.array(external_exports.looseObject({ name: external_exports.string() })) })
});
function readPullRequestLabels(payload) {
  const parsed = LabelsPayload.safeParse(payload);
  if (!parsed.success) return void 0;
  const { action, label, sender, pull_request: pr } = parsed.data;
  return {
    labels: pr.labels.map((l) => l.name),
    labeled: action === "labeled" && label && sender ? { label: label.name, sender: sender.login } : null
  };
}

// src/shell/run-action.ts
async function runAction(options = {}) {
  try {
    const raw = Object.fromEntries(
      INPUT_NAMES.map((name) => [name, getInput(name)])
    );
    const signingKey = raw["comment-signing-key"].trim();
    if (signingKey !== "") setSecret(signingKey);
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const parsed = parseActionSettings(raw, await readPolicyFile(raw.policy, workspace));
    if (!parsed.ok) {
      setErrorOutputs("invalid inputs");
      setFailed(
        withoutWorkflowCommands(
          `Invalid inputs:
${parsed.problems.map((p) => `- ${p.input}: ${p.message}`).join("\n")}`
        )
      );
      if (readBoolean("summary", raw.summary, []) !== false)
        await writeSummaryQuietly(renderInputProblems(parsed.problems));
      return;
    }
    const { settings } = parsed;
    setSecret(settings.token);
    const run = readActionsEnvironment();
    const octokit = createOctokit(
      settings.token,
      run.apiUrl,
      (message) => {
        actionsLog.info(message);
      },
      run.patience
    );
    const target = await resolveTarget(settings, run, octokit, actionsLog);
    const labels = run.pullRequestLabels ? { pullRequest: run.pullRequestLabels } : {};
    const analysis = { ...settings.analysis, ...labels };
    const legs = await runLegsPipeline(analysis, {
      acquire: () => actionsLog.group(
        "Acquire results",
        () => acquireForAction(settings, run, target, octokit, actionsLog)
      ),
      publish: (reports) => actionsLog.group(
        "Publish the report",
        () => publishForAction(reports, settings, run, target, octokit, actionsLog)
      ),
      ...options.parseSides ? { parseSides: options.parseSides } : {}
    });
    const verdict = legsVerdict(legs);
    actionsLog.info(`Verdict: ${verdict.level} \u2014 ${inertLogText(verdict.headline)}`);
    const policyProblems = settings.analysis.policy.problems;
    for (const problem of policyProblems)
      error(
        withoutWorkflowCommands(
          problem.path ? `${problem.path}: ${problem.message}` : problem.message
        ),
        {
          title: "bench-verdict policy",
          file: problem.file,
          ...problem.line === null ? {} : { startLine: problem.line }
        }
      );
    const listed = policyProblems.map((p) => `
- ${describePolicyProblem(p)}`).join("") + errorCauses(legs);
    if (verdictFailsStep(verdict.level, settings.analysis.verdict))
      setFailed(
        withoutWorkflowCommands(`bench-verdict: ${verdict.level}: ${verdict.headline}${listed}`)
      );
    else if (verdict.level === "warn")
      warning(`bench-verdict: warn: ${inertLogText(verdict.headline)}${listed}`, {
        title: "bench-verdict"
      });
  } catch (error2) {
    setErrorOutputs(describeFailure(error2));
    const stack = error2 instanceof Error ? error2.stack ?? error2.message : String(error2);
    debug(stack.replace(/https?:\/\/\S+/g, "<url>"));
    setFailed(withoutWorkflowCommands(`bench-verdict failed: ${describeFailure(error2)}`));
  } finally {
    runScratch.remove();
  }
}
async function writeSummaryQuietly(markdown) {
  try {
    await actionsSummary.write(markdown);
  } catch (error2) {
    actionsLog.info(`The job summary could not be written (${describeApiError(error2)}).`);
  }
}
function setErrorOutputs(headline) {
  actionsOutputs.set("verdict", "error");
  actionsOutputs.set("counts", "{}");
  actionsOutputs.set("regressions", "0");
  actionsOutputs.set("regressions-text", "0 regressions");
  actionsOutputs.set("headline", headline);
  actionsOutputs.set("rerun", "[]");
}
function describeFailure(error2) {
  if (error2 instanceof RunnerEnvironmentError) return error2.message;
  if (isUnanswered(error2))
    return `the GitHub API could not be reached (${describeApiError(error2)}); ${UNANSWERED_HINT}`;
  const status = apiStatus(error2);
  if (status === 401)
    return `GitHub API answered ${describeApiError(error2)}; check the github-token input (the default, \`\${{ github.token }}\`, works)`;
  if (status !== void 0) return `GitHub API answered ${describeApiError(error2)}`;
  return `${describeApiError(error2)}. This is a bug in bench-verdict; please report it.`;
}

// src/main.ts
await runAction({ parseSides: threadedSidesParser(new URL("./parse-worker.js", import.meta.url)) });
