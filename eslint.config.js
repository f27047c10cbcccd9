// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const pureStageRestrictions = {
  patterns: [
    {
      group: ['node:*', 'fs', 'path', 'os', 'process', 'child_process', 'http', 'https'],
      message: 'Pure stages (parse, compare, policy, report) do no I/O: receive data as arguments.',
    },
    {
      group: ['@actions/*', '@octokit/*'],
      message: 'Only acquire, publish and shell talk to GitHub.',
    },
    {
      group: ['**/shell/**', '**/acquire/**', '**/publish/**'],
      message: 'Pure stages never import edge stages.',
    },
  ],
}

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
    files: ['src/parse/**/*.ts', 'src/compare/**/*.ts', 'src/policy/**/*.ts', 'src/report/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', pureStageRestrictions] },
  },
  {
    files: ['src/acquire/**/*.ts', 'src/publish/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/compare/**', '**/policy/**'],
              message: 'Edge stages do not compute statistics or verdicts.',
            },
          ],
        },
      ],
    },
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
