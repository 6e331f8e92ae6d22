/**
 * `npm start`: runs the server compiled into one file of plain JavaScript (dist/server/main.js, built from
 * src/server/main.ts by esbuild), with Node itself. Loading the server's few hundred TypeScript files through
 * tsx's loader took most of a restart (about 4 of 6 s). The bundle is built again when any file it was built from
 * changed: dist/server/sources.json lists them with their hash. `npm run dev`, `npm run seed` and the tests
 * still run the sources through tsx.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUNDLE = path.join(ROOT, 'dist/server/main.js');
const SOURCES = path.join(ROOT, 'dist/server/sources.json');
// What decides the bundle besides the files it imports: the packages left outside it, and esbuild's settings.
const ALSO = ['package-lock.json', 'tsconfig.base.json', 'tsconfig.json', 'src/server/start.mjs'];

/** @param {string[]} files paths from ROOT */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(ROOT, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(full) ? readFileSync(full) : '(missing)');
  }
  return hash.digest('hex');
}

function isCurrent() {
  if (!existsSync(BUNDLE) || !existsSync(SOURCES)) return false;
  const built = JSON.parse(readFileSync(SOURCES, 'utf8'));
  return built.hash === hashOf(built.files);
}

async function build() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['src/server/main.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages stay in node_modules, imported as the sources import them.
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const files = [...new Set([...Object.keys(result.metafile.inputs), ...ALSO])].sort();
  writeFileSync(SOURCES, JSON.stringify({ hash: hashOf(files), files }, null, 1));
}

if (!isCurrent()) await build();
// Without source maps at run time: Node would then read the map of every module it loads (half a second of a
// restart). A stack trace names the bundle's functions and lines, each module's code under a `// src/...` comment;
// `node --enable-source-maps src/server/start.mjs` names the TypeScript lines (dist/server/main.js.map).
await import(pathToFileURL(BUNDLE).href);
