export const CLI_VERSION = 'bench-verdict 0.1.0'

export const CLI_HELP = `Usage:
  bench-verdict compare --base <file|dir|glob>... --head <file|dir|glob>... [options]
  bench-verdict preview <report.json> --html <file>

Compares benchmark results of a head run with a base run and prints a verdict:
pass, warn, fail, inconclusive, no-baseline or error. \`preview\` renders a JSON report
(--output json, or the Action's report-file) as the PR comment GitHub would show, in one
HTML file that opens offline.

Options:
  --base <paths>...            base result files (every argument up to the next flag)
  --head <paths>...            head result files
  --history <paths>...         one earlier base run; repeat the flag once per run. A
                               single directory or glob is one run per file or
                               subdirectory in it (--history 'runs/*.json', quoted:
                               the shell's expansion is several paths, one run); a
                               github-action-benchmark data.js gives its newest commits
  --control <paths>...         an A/A control: a second run of the base build
  --reference NAME=<paths>...  a named reference run (an earlier release, the tree before a
                               regression) compared with head beside the base; repeatable
  --format auto|<id>           harness format (default: detected per file)
  --paired                     base and head files are interleaved rounds, paired by the
                               number in their names (base-3.json with head-3.json)
  --round-pattern <regex>      where the round number is in a file name (one group)
  --policy <file>              policy file (YAML): thresholds, gates and directions per
                               metric and benchmark, waivers (default:
                               .github/bench-verdict.yml when it exists); flags override it
  --no-policy                  use no policy file: the defaults, even when
                               .github/bench-verdict.yml exists
  --threshold <5% | 0.05>      smallest change that matters, under 100% (default: the
                               policy's, else 5%)
  --fail-on <strength>         strong (default), likely, unverified or never
  --fail-on-inconclusive       also exit 1 when the verdict is inconclusive
  --output text|markdown|json  what to print (default text)
  --out <file>                 write the output to a file instead of stdout
  -h, --help                   this help
  --version                    the version

Exit status: 0 when the verdict is not fail, 1 when it is, 2 for usage errors, an invalid
policy file, or when no head results could be read.
`
