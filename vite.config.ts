import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BUILD_STAMP, CLIENT_DIST, clientSourceHash } from './src/server/client-build.ts';

/** Records which sources dist/client was built from, so `npm start` rebuilds only when they change. */
function buildStamp(): Plugin {
  return {
    name: 'apl-build-stamp',
    apply: 'build',
    closeBundle() {
      writeFileSync(path.join(CLIENT_DIST, BUILD_STAMP), clientSourceHash());
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), buildStamp()],
  resolve: {
    // Answers are checked against the contract's Zod schemas in development and tests, never in production.
    alias:
      mode === 'production'
        ? [
            {
              find: /^\.\/check-answer$/,
              replacement: path.resolve('src/client/api/check-answer.production.ts'),
            },
          ]
        : [],
  },
  publicDir: 'src/client/public',
  build: {
    outDir: CLIENT_DIST,
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    // The real gate is the gzipped first-load budget in tests/size/first-load.ts.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Without groups a page loads dozens of 1-2 KB chunks, each a request on a slow phone connection:
        // the small pieces many routes share (Mantine's building blocks, the shared rules) go together.
        advancedChunks: {
          groups: [
            { name: 'mantine-shared', test: /node_modules[\\/]@mantine[\\/]/, minShareCount: 15 },
            { name: 'rules-shared', test: /src[\\/]shared[\\/](?!contract)/, minShareCount: 6 },
          ],
        },
      },
    },
  },
  test: {
    // VITEST_INCLUDE narrows the run to some files (the mutation runner passes the tests of one file).
    include: process.env.VITEST_INCLUDE?.split(',') ?? ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/expected-services.ts', 'tests/seed-template.ts'],
    environment: 'node',
    // Vitest's default keeps a core for its main process (one worker on a 2-core machine), which sits
    // nearly idle while the files run: every core runs a file instead (measured in BENCHMARKS.md).
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
