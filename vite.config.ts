import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BUILD_STAMP, CLIENT_DIST, clientSourceHash, ROOT_DIR } from './src/server/client-build.ts';

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

/**
 * Brotli at its best quality and gzip at 9 beside every script and stylesheet, served as they are
 * (src/server/spa.ts): compressing on each request uses brotli's quality 4, whose output is larger than even
 * gzip's, and these bytes are what a phone waits for before the first paint.
 */
function precompress(): Plugin {
  return {
    name: 'apl-precompress',
    apply: 'build',
    closeBundle() {
      const assets = path.join(CLIENT_DIST, 'assets');
      for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file))) {
        const file = path.join(assets, name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const EARLY_ENTRY = 'src/client/early/early-main.ts';

/**
 * The early-requests script (src/client/early/early-main.ts) is its own entry, so its 1.5 KB (compressed) arrive
 * long before the app's: an async module at the end of the body, after the server's meta tags it reads.
 */
function earlyRequests(): Plugin {
  return {
    name: 'apl-early-requests',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith(EARLY_ENTRY),
        );
        if (bundle && !chunk) throw new Error(`The build has no chunk for ${EARLY_ENTRY}`);
        const src = `/${chunk ? chunk.fileName : EARLY_ENTRY}`;
        return [{ tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'body' }];
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), buildStamp(), earlyRequests(), precompress()],
  resolve: {
    // Answers are checked against the contract's Zod schemas in development and tests, never in production.
    alias:
      mode === 'production'
        ? [
            {
              find: /^\.\/check-answer$/,
              replacement: path.resolve('src/client/api/check-answer.production.ts'),
            },
            // React Router's package exports only its build with development warnings on; the production
            // build beside it differs in that flag alone, and lets the minifier drop the warnings' code.
            {
              find: /^react-router$/,
              replacement: path.join(ROOT_DIR, 'node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(ROOT_DIR, 'node_modules/react-router/dist/production/dom-export.mjs'),
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
      input: { index: path.join(ROOT_DIR, 'index.html'), early: path.join(ROOT_DIR, EARLY_ENTRY) },
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
