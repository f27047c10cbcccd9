// @ts-check
/** ahead_by / behind_by between two commits, from the seeded commit graph or the setAheadBy table. */

/**
 * @typedef {import('./store.js').Store} Store
 * @typedef {import('./store.js').CommitRecord} CommitRecord
 * @typedef {{ aheadBy: number, behindBy: number, ahead: CommitRecord[], mergeBase: string | undefined }} Divergence
 */

/**
 * A commit anywhere in the fake (a fork network shares its objects, as on GitHub).
 * @param {Store} store
 * @param {string} sha
 */
export function findCommit(store, sha) {
  for (const repo of store.repos.values()) {
    const commit = repo.commits.get(sha)
    if (commit) return commit
  }
  return undefined
}

/**
 * `sha` and its ancestors, nearest first (breadth-first).
 * @param {Store} store
 * @param {string} sha
 */
function ancestry(store, sha) {
  /** @type {string[]} */
  const order = []
  const seen = new Set([sha])
  const queue = [sha]
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift())
    order.push(current)
    for (const parent of findCommit(store, current)?.parents ?? []) {
      if (!seen.has(parent)) {
        seen.add(parent)
        queue.push(parent)
      }
    }
  }
  return order
}

/**
 * Commits reachable from `head` and not from `base` (ahead, oldest first) and the reverse count.
 * Table entries win; otherwise both commits must be in the graph.
 * @param {Store} store
 * @param {import('./store.js').RepoRecord} repo
 * @param {{ ref: string, sha: string }} base
 * @param {{ ref: string, sha: string }} head
 * @returns {Divergence | undefined}
 */
export function divergence(store, repo, base, head) {
  const table =
    repo.aheadTable.get(`${base.sha}...${head.sha}`) ??
    repo.aheadTable.get(`${base.ref}...${head.ref}`)
  if (table) {
    return {
      aheadBy: table.aheadBy,
      behindBy: table.behindBy,
      ahead: [],
      mergeBase: table.behindBy === 0 ? base.sha : undefined,
    }
  }
  if (!findCommit(store, base.sha) || !findCommit(store, head.sha)) return undefined
  const fromHead = ancestry(store, head.sha)
  const fromBase = ancestry(store, base.sha)
  const baseSet = new Set(fromBase)
  const headSet = new Set(fromHead)
  const ahead = fromHead.filter((sha) => !baseSet.has(sha))
  return {
    aheadBy: ahead.length,
    behindBy: fromBase.filter((sha) => !headSet.has(sha)).length,
    ahead: ahead
      .reverse()
      .map((sha) => findCommit(store, sha))
      .filter((commit) => commit !== undefined),
    mergeBase: fromHead.find((sha) => baseSet.has(sha)),
  }
}

/** @param {number} aheadBy @param {number} behindBy */
export function comparisonStatus(aheadBy, behindBy) {
  if (aheadBy === 0 && behindBy === 0) return 'identical'
  if (behindBy === 0) return 'ahead'
  if (aheadBy === 0) return 'behind'
  return 'diverged'
}
