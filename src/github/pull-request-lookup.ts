import type { Octokit } from '@octokit/rest'

/** The pull request a `workflow_run` publisher reports on, from the API (trusted), never an artifact. */
export interface FoundPullRequest {
  readonly number: number
  readonly headSha: string
  readonly baseSha: string
  readonly baseRef: string
  readonly url: string
}

/** What the triggering run says about its head, from the event payload (GitHub wrote it). */
export interface RunHead {
  readonly sha: string
  readonly branch: string
  /** `owner/name` of the repository the head commit lives in: a fork for fork PRs. */
  readonly repository: string
}

/**
 * The open PR from `head`'s branch and repository, in one request:
 * `GET /pulls?state=open&head=owner:branch`. `commits/{sha}/pulls` finds nothing in the base
 * repository for a fork's commit, and `workflow_run.pull_requests` is empty for forks, so neither
 * can serve here. A PR at `head.sha` is preferred; otherwise the PR's `headSha` shows that its head
 * moved on since the run. Undefined when no open PR comes from that branch.
 */
export async function findPullRequestForRun(
  octokit: Octokit,
  scope: { owner: string; repo: string },
  head: RunHead,
): Promise<FoundPullRequest | undefined> {
  const [headOwner] = head.repository.split('/')
  const { data } = await octokit.rest.pulls.list({
    owner: scope.owner,
    repo: scope.repo,
    state: 'open',
    head: `${headOwner ?? ''}:${head.branch}`,
    per_page: 100,
  })
  const match = data
    .filter(
      (pull) =>
        pull.head.ref === head.branch &&
        // A deleted fork's PR has `head.repo: null`, whatever the REST description says.
        (pull.head.repo as { full_name: string } | null)?.full_name.toLowerCase() ===
          head.repository.toLowerCase() &&
        pull.base.repo.full_name.toLowerCase() === `${scope.owner}/${scope.repo}`.toLowerCase(),
    )
    .sort(
      (a, b) =>
        Number(b.head.sha === head.sha) - Number(a.head.sha === head.sha) || a.number - b.number,
    )[0]
  if (!match) return undefined
  return {
    number: match.number,
    headSha: match.head.sha,
    baseSha: match.base.sha,
    baseRef: match.base.ref,
    url: match.html_url,
  }
}

/**
 * The PR's current head SHA (one request), to check right before writing that a newer push has
 * not superseded the run being reported (test/field-cases.md F22). Undefined when the PR is closed.
 */
export async function currentHeadSha(
  octokit: Octokit,
  scope: { owner: string; repo: string },
  number: number,
): Promise<string | undefined> {
  const { data } = await octokit.rest.pulls.get({
    owner: scope.owner,
    repo: scope.repo,
    pull_number: number,
  })
  return data.state === 'open' ? data.head.sha : undefined
}
