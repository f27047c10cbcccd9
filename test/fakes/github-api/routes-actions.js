// @ts-check
/** Actions endpoints: workflows, workflow runs, artifacts and the artifact download redirect. */
import { HttpError, dateFilter, notFound } from './http-kit.js'
import { runJson } from './actions-store.js'

/**
 * @typedef {import('./server.js').Route} Route
 * @typedef {import('./server.js').RouteContext} RouteContext
 * @typedef {import('./store.js').RunRecord} RunRecord
 * @typedef {import('./store.js').RepoRecord} RepoRecord
 */

const DOCS_RUNS = 'https://docs.github.com/rest/actions/workflow-runs'
const DOCS_ARTIFACTS = 'https://docs.github.com/rest/actions/artifacts'
/** `status` values that filter on the run's status; every other value filters on its conclusion. */
const RUN_STATUSES = new Set([
  'queued',
  'in_progress',
  'completed',
  'waiting',
  'requested',
  'pending',
])

/** @type {Route[]} */
export const actionsRoutes = [
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/runs/:run_id',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      const run = findRun(ctx, ctx.params.run_id)
      return {
        body: runJson(ctx.store, run, {
          excludePullRequests: ctx.query.get('exclude_pull_requests') === 'true',
        }),
      }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/runs',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      return listRuns(
        ctx,
        [...ctx.store.runs.values()].filter((run) => run.repo === ctx.repo()),
      )
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/workflows',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      const workflows = [...ctx.repo().workflows.values()].map((w) => w.json)
      const page = ctx.paginate(workflows)
      return {
        body: { total_count: workflows.length, workflows: page.items },
        headers: page.headers,
      }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/workflows/:workflow_id',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      return { body: findWorkflow(ctx).json }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/workflows/:workflow_id/runs',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      const workflow = findWorkflow(ctx)
      return listRuns(
        ctx,
        [...ctx.store.runs.values()].filter((run) => run.workflow === workflow),
      )
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/runs/:run_id/artifacts',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      const run = findRun(ctx, ctx.params.run_id)
      const artifacts = [...ctx.store.artifacts.values()].filter((a) => a.run === run)
      return listArtifacts(ctx, artifacts)
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/artifacts',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      const artifacts = [...ctx.store.artifacts.values()]
        .filter((a) => a.run.repo === ctx.repo())
        .sort((a, b) => b.json.id - a.json.id)
      return listArtifacts(ctx, artifacts)
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/artifacts/:artifact_id',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      return { body: findArtifact(ctx).json }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/actions/artifacts/:artifact_id/:archive_format',
    handle(ctx) {
      ctx.require(['actions', 'read'])
      const artifact = findArtifact(ctx)
      if (ctx.params.archive_format !== 'zip') throw notFound()
      if (artifact.json.expired) {
        throw new HttpError(410, 'Artifact has expired', {
          documentationUrl: `${DOCS_ARTIFACTS}#download-an-artifact`,
        })
      }
      return { status: 302, headers: { location: ctx.signBlobUrl(artifact) } }
    },
  },
]

/** @param {RouteContext} ctx @param {string | undefined} rawId */
function findRun(ctx, rawId) {
  const run = ctx.store.runs.get(Number(rawId))
  if (!run || run.repo !== ctx.repo())
    throw new HttpError(404, 'Not Found', { documentationUrl: `${DOCS_RUNS}#get-a-workflow-run` })
  return run
}

/** `workflow_id` is the numeric id or the file name (`bench.yml`). @param {RouteContext} ctx */
function findWorkflow(ctx) {
  const key = ctx.params.workflow_id ?? ''
  const workflows = [...ctx.repo().workflows.values()]
  const workflow = /^\d+$/.test(key)
    ? workflows.find((w) => w.json.id === Number(key))
    : workflows.find((w) => w.file === key)
  if (!workflow)
    throw new HttpError(404, 'Not Found', {
      documentationUrl: 'https://docs.github.com/rest/actions/workflows#get-a-workflow',
    })
  return workflow
}

/** @param {RouteContext} ctx */
function findArtifact(ctx) {
  const artifact = ctx.store.artifacts.get(Number(ctx.params.artifact_id))
  if (!artifact || artifact.run.repo !== ctx.repo()) {
    throw new HttpError(404, 'Not Found', { documentationUrl: `${DOCS_ARTIFACTS}#get-an-artifact` })
  }
  return artifact
}

/**
 * Filters of both run lists, newest first.
 * @param {RouteContext} ctx
 * @param {RunRecord[]} candidates
 */
function listRuns(ctx, candidates) {
  const q = ctx.query
  /** @type {Array<(run: RunRecord) => boolean>} */
  const filters = []
  const branch = q.get('branch')
  if (branch) filters.push((run) => run.json.head_branch === branch)
  const event = q.get('event')
  if (event) filters.push((run) => run.json.event === event)
  const actor = q.get('actor')
  if (actor) filters.push((run) => run.json.actor?.login.toLowerCase() === actor.toLowerCase())
  const status = q.get('status')
  if (status) {
    filters.push(
      RUN_STATUSES.has(status)
        ? (run) => run.json.status === status
        : (run) => run.json.conclusion === status,
    )
  }
  const headSha = q.get('head_sha')
  if (headSha) filters.push((run) => run.json.head_sha === headSha)
  const created = q.get('created')
  if (created) {
    const inRange = dateFilter(created)
    filters.push((run) => inRange(run.json.created_at))
  }
  const checkSuite = q.get('check_suite_id')
  if (checkSuite) filters.push((run) => String(run.json.check_suite_id) === checkSuite)
  const matching = candidates
    .filter((run) => filters.every((keep) => keep(run)))
    .sort(
      (a, b) =>
        Date.parse(b.json.created_at) - Date.parse(a.json.created_at) || b.json.id - a.json.id,
    )
  const excludePullRequests = q.get('exclude_pull_requests') === 'true'
  const page = ctx.paginate(matching)
  return {
    body: {
      total_count: matching.length,
      workflow_runs: page.items.map((run) => runJson(ctx.store, run, { excludePullRequests })),
    },
    headers: page.headers,
  }
}

/**
 * @param {RouteContext} ctx
 * @param {import('./store.js').ArtifactRecord[]} candidates
 */
function listArtifacts(ctx, candidates) {
  const name = ctx.query.get('name')
  const matching = name ? candidates.filter((a) => a.json.name === name) : candidates
  const page = ctx.paginate(matching)
  return {
    body: { total_count: matching.length, artifacts: page.items.map((a) => a.json) },
    headers: page.headers,
  }
}
