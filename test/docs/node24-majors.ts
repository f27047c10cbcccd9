/**
 * For each action the repository's workflows and docs call: its first major version whose
 * action.yml says `runs.using: node24`. Earlier majors run on Node 20, which GitHub's runners no
 * longer ship by default. An action missing here fails the tests until someone looks it up and adds
 * it, so no Node 20 major slips in with a new example.
 * Sources (each project's release notes): checkout v5.0.0, setup-node v5.0.0, setup-python v6.0.0,
 * setup-go v6.0.0, setup-java v5.0.0, setup-dotnet v5.0.0, upload-artifact v6.0.0 (v5 still declared
 * node20), download-artifact v7.0.0 (v5 and v6 still declared node20), codeql-action v4,
 * setup-julia v3, github-action-benchmark 1.22.0 (its `v1` tag moved to it).
 */
export const NODE24_MAJORS: Readonly<Record<string, number>> = {
  'actions/checkout': 5,
  'actions/setup-node': 5,
  'actions/setup-python': 6,
  'actions/setup-go': 6,
  'actions/setup-java': 5,
  'actions/setup-dotnet': 5,
  'actions/upload-artifact': 6,
  'actions/download-artifact': 7,
  'github/codeql-action': 4,
  'julia-actions/setup-julia': 3,
  'benchmark-action/github-action-benchmark': 1,
}
