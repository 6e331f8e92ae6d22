import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  BUILD_STAMP,
  CLIENT_DIST,
  clientSourceHash,
  ROOT_DIR,
  SERVER_DIST,
} from './src/server/client-build.ts';

/**
 * Records which sources dist was built from, so `npm start` rebuilds only when they change: written by the
 * server's build, which runs after the browser's (`npm run build`, src/server/client-build.ts).
 */
function buildStamp(): Plugin {
  return {
    name: 'apl-build-stamp',
    apply: 'build',
    closeBundle() {
      writeFileSync(path.join(SERVER_DIST, BUILD_STAMP), clientSourceHash());
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

const LAZY_PAGE = /lazy: \(\) => import\('\.\.\/features\/([^']+)'\)/g;

/**
 * In the server's build, each lazy route of the app's route table names its module's source file
 * (`handle.module`): the page rendered there names that module's scripts and stylesheets from the browser build's
 * manifest (src/server/page-assets.ts). The browser's build is left as it is.
 */
function routeModules(): Plugin {
  return {
    name: 'apl-route-modules',
    // On the source as written, before TypeScript and JSX are compiled.
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.config.consumer !== 'server' || !id.endsWith('/src/client/app/router.tsx')) return;
      return code.replace(
        LAZY_PAGE,
        (lazy, name: string) => `${lazy}, handle: { module: 'src/client/features/${name}.tsx' }`,
      );
    },
  };
}

const PREFETCH_ENTRY = 'src/client/prefetch/prefetch-main.ts';
/** Where the prefetch script goes, and before it the server's meta tags (src/server/spa.ts). */
const PAGE_CHARSET = '<meta charset="UTF-8" />';

/**
 * The prefetch script (src/client/prefetch/prefetch-main.ts) is its own entry, written into the page itself: its
 * calls start as soon as the page arrives, not after a request for a script; it imports nothing. It comes right
 * after the charset, and the server puts the meta tags it reads before it (src/server/spa.ts); the server
 * allows it by its hash (src/server/security.ts). In development it is a module of its own.
 */
function prefetchRequests(): Plugin {
  return {
    name: 'apl-prefetch',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle)
          return [
            { tag: 'script', attrs: { type: 'module', src: `/${PREFETCH_ENTRY}` }, injectTo: 'head-prepend' },
          ];
        const chunk = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith(PREFETCH_ENTRY),
        );
        if (chunk?.type !== 'chunk') throw new Error(`The build has no chunk for ${PREFETCH_ENTRY}`);
        if (chunk.imports.length > 0 || chunk.exports.length > 0)
          throw new Error(`${PREFETCH_ENTRY} must neither import nor export: it is written into the page`);
        const code = chunk.code.replace(/\n\/\/# sourceMappingURL=.*$/, '').trim();
        if (/<\/script|<!--/i.test(code)) throw new Error(`${PREFETCH_ENTRY} cannot be inlined as it is`);
        if (!html.includes(PAGE_CHARSET))
          throw new Error(`index.html must start its head with ${PAGE_CHARSET}`);
        // An async module: it runs at once, before the app's entry has even arrived, where a deferred module or
        // a classic script would wait for the stylesheet.
        // A function: a `$` in the code is not a replacement pattern.
        return html.replace(
          PAGE_CHARSET,
          () => `${PAGE_CHARSET}<script type="module" async>${code}</script>`,
        );
      },
    },
  };
}

const MANTINE_USE_ID = './use-id/use-id.mjs';

/** In the browser's build, Mantine's hooks take their `useId` from src/client/app/mantine-use-id.ts. */
function mantineStableIds(): Plugin {
  return {
    name: 'apl-mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== MANTINE_USE_ID || !importer?.includes('/node_modules/@mantine/hooks/')) return;
      return path.join(ROOT_DIR, 'src/client/app/mantine-use-id.ts');
    },
  };
}

/**
 * A project's test files: the server suites, or all the others. VITEST_INCLUDE narrows the run to some files (the
 * mutation runner passes the tests of one file).
 */
function testFiles(part: 'server' | 'others'): string[] {
  const isServer = (file: string) => file.startsWith('tests/server/');
  const chosen = process.env.VITEST_INCLUDE?.split(',');
  if (chosen) return chosen.filter((file) => isServer(file) === (part === 'server'));
  return part === 'server'
    ? ['tests/server/**/*.test.{ts,tsx}']
    : ['tests/!(server)/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}'];
}

/** The server's build of the app, which draws pages for their first paint (src/server/page-render.ts). */
const SERVER_ENTRY = 'src/client/app/entry-server.tsx';

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), routeModules(), buildStamp()]
    : [react(), routeModules(), mantineStableIds(), prefetchRequests(), precompress()],
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
  build: isSsrBuild
    ? {
        outDir: SERVER_DIST,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: { input: SERVER_ENTRY, output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: CLIENT_DIST,
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        // The real gate is the gzipped first-load budget in tests/size/first-load.ts.
        chunkSizeWarningLimit: 800,
        rolldownOptions: {
          input: { index: path.join(ROOT_DIR, 'index.html'), prefetch: path.join(ROOT_DIR, PREFETCH_ENTRY) },
          output: {
            // Without groups a page loads dozens of 1-2 KB chunks, each a request on a slow phone connection:
            // the small pieces many routes share (Mantine's building blocks, the shared rules) go together.
            advancedChunks: {
              groups: [
                // With the statecharts' runtime and the page's config: what the entry itself loads is few requests,
                // as a phone's browser opens only six connections to a site over HTTP/1.1.
                {
                  name: 'mantine-shared',
                  test: /node_modules[\\/](@mantine|xstate|@xstate)[\\/]|src[\\/]client[\\/]config[\\/]runtime-config/,
                  minShareCount: 15,
                },
                { name: 'rules-shared', test: /src[\\/]shared[\\/](?!contract)/, minShareCount: 6 },
              ],
            },
          },
        },
      },
  ssr: {
    // Mantine's and React's packages are loaded by Node as they are; React Router's production build (aliased
    // above) is bundled with the versions of its own dependencies (another `cookie` is at the top level).
    noExternal:
      mode === 'production' ? ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] : [],
  },
  test: {
    globalSetup: ['tests/expected-services.ts', 'tests/seed-template.ts'],
    environment: 'node',
    // New passwords hashed at scrypt's N = 2^10 instead of 2^15 (src/server/auth/password.ts): the suites sign in
    // and register some thousand times, which took a quarter of the server suites' time.
    env: { PASSWORD_HASH_COST: '10' },
    // Vitest's default keeps a core for its main process (one worker on a 2-core machine), which sits
    // nearly idle while the files run: every core runs a file instead (measured in BENCHMARKS.md).
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: testFiles('server'),
          // The server suites share a worker's loaded modules from file to file: each built its app from the same
          // modules, loaded again for every file (1.3 s of import each); each suite still has its own app and
          // databases. The server suites alone: 300 s → 196 s (BENCHMARKS.md).
          isolate: false,
        },
      },
      // The views' tests mock modules and keep state in the DOM: each file in its own worker.
      { extends: true, test: { name: 'views-and-rules', include: testFiles('others') } },
    ],
  },
}));
