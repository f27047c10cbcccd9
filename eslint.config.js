// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * Each stage has one door: the file named for what it hands on. Code outside a stage imports only
 * that file (docs/architecture.md); tests may open any room they test.
 */
const DOORS = {
  acquire: 'acquisition',
  parse: 'parse-files',
  compare: 'compare-runs',
  policy: 'judge',
  report: 'report',
  settings: 'settings',
}

/**
 * The one second door: parse's threads, which only the entry points and the shell start (they do
 * I/O, and they implement the `SidesParser` the parse door defines, so the door cannot hand them on).
 */
const THREAD_DOORS = { parse: ['threads/threaded-parse'] }

/** Patterns that forbid reaching past another stage's door from inside `stage` (or from outside all stages). */
const doorPatterns = (stage) =>
  Object.entries(DOORS)
    .filter(([other]) => other !== stage)
    .map(([other, door]) => ({
      regex: `^\\.{1,2}/(\\.\\./)*${other}/(?!(?:${[door, ...(THREAD_DOORS[other] ?? [])].join('|')})\\.js$)`,
      message: `Outside ${other}/, import only its door, ${other}/${door}.ts.`,
    }))

const ioPatterns = [
  {
    group: ['node:*', 'fs', 'path', 'os', 'process', 'child_process', 'http', 'https'],
    message: 'Pure stages (parse, compare, policy, report) do no I/O: receive data as arguments.',
  },
  {
    group: ['@actions/*', '@octokit/*'],
    message: 'Only the edges (github, acquire, publish) and the shell talk to GitHub.',
  },
  {
    group: ['**/shell/**', '**/acquire/**', '**/publish/**', '**/github/**', '**/pipeline/**'],
    message: 'Pure stages never import edge stages.',
  },
]

const edgePatterns = [
  {
    group: ['**/compare/**', '**/policy/**'],
    message: 'Edge stages do not compute statistics or verdicts.',
  },
]

/** Publish computes no verdict but reads the legs' overall one from policy's door. */
const publishPatterns = [
  { group: ['**/compare/**'], message: 'Edge stages do not compute statistics or verdicts.' },
]

/** The GitHub edge (client, API errors, run environment, target) knows nothing of the stages. */
const githubPatterns = [
  {
    group: ['**/compare/**', '**/policy/**', '**/parse/**', '**/report/**', '**/acquire/**'],
    message: 'github/ is the edge to GitHub: it imports model/ and settings only.',
  },
  {
    group: ['**/publish/**', '**/shell/**', '**/pipeline/**'],
    message: 'github/ is used, not a user.',
  },
]

/** The import rules of files under `src/<stage>/` (tests excepted). */
const stageRules = (stage, extra = []) => ({
  files: [`src/${stage}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [...extra, ...doorPatterns(stage)] }],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'fixtures/**',
      'fixtures-src/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/model/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'model/ imports nothing outside itself.' }] },
      ],
    },
  },
  {
    files: ['src/*.ts', 'src/shell/**/*.ts', 'src/pipeline/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: doorPatterns(null) }] },
  },
  ...['parse', 'compare', 'policy', 'report'].map((stage) => stageRules(stage, ioPatterns)),
  {
    // Parse's threads room starts a worker thread: the only I/O a pure stage may do.
    files: ['src/parse/threads/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '!node:worker_threads', '!node:os', '!node:fs', '!node:url'],
              message: 'The parse threads room only starts threads.',
            },
            ...ioPatterns.slice(1),
            ...doorPatterns('parse'),
          ],
        },
      ],
    },
  },
  stageRules('acquire', edgePatterns),
  stageRules('publish', publishPatterns),
  stageRules('github', githubPatterns),
  stageRules('settings'),
  {
    // What the product prints goes through its ports (the log, the terminal writer), where
    // untrusted text is escaped; a stray console call also leaks debug output into users' logs.
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
)
