// Mutation testing of the statecharts and the shared rules: `npm run test:mutation` (tests/mutation/run.ts)
// runs Stryker once per file with only the test files that import it, and records the scores in BENCHMARKS.md.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vite.config.ts', related: false },
  // TypeScript 7's native tsc cannot serve Stryker's tsconfig step; the Vitest run is the check.
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  checkers: [],
  coverageAnalysis: 'perTest',
  ignoreStatic: false,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'json'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  ignorePatterns: ['data', 'dist', 'reports', 'test-results', '.stryker-tmp'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
