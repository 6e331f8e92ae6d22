// Mutation testing of the statecharts and the shared rules: `npm run test:mutation` (tests/mutation/run.ts)
// runs Stryker once per file with only the tests that measure it (MUTATION=1), and records the scores in
// BENCHMARKS.md. Run it niced (`nice -n 15`): the timeouts below are sized for a loaded 2-core machine.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vite.config.ts', related: false },
  // TypeScript 7's native tsc cannot serve Stryker's tsconfig step; the Vitest run is the check.
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  checkers: [],
  // Not 'perTest': with it, most of a machine's config (the createMachine half) was counted as covered by
  // one test rather than as static, so its mutants were switched on after the module had built the machine
  // and survived without ever being active. 'off' runs every mutant with all of its file's tests, switched on
  // before the module loads.
  coverageAnalysis: 'off',
  ignoreStatic: false,
  // Two Vitest workers: a third only queues behind the others on 2 cores and makes mutants time out.
  concurrency: 2,
  // A mutant's run may take up to 1.5 x the dry run's time plus this; the dry run itself up to 20 minutes.
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'json'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  ignorePatterns: ['data', 'dist', 'reports', 'test-results', '.stryker-tmp'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
