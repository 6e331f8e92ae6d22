import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser downloads for the first visit to `/`: the entry chunks, every chunk they import
 * statically, and the home route's lazy chunk with its static imports; gzipped and added up.
 */
const BUDGET_KIB = 200;
const DIST = path.resolve(import.meta.dirname, '../../dist/client');
const HOME_ROUTE = 'src/client/features/games/HomePage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function collect(key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest; run npm run build first`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const files = new Set<string>();
// The app's entry and the prefetch script (vite.config.ts): every page loads both.
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (entries.length === 0) throw new Error('The build manifest has no entry chunk');
for (const entry of entries) collect(entry, files);
collect(HOME_ROUTE, files);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
const totalKiB = total / 1024;
console.log(`${totalKiB.toFixed(1).padStart(7)} KiB  first load of / (budget ${BUDGET_KIB} KiB gzipped)`);
if (totalKiB > BUDGET_KIB) {
  console.error(
    `Over budget by ${(totalKiB - BUDGET_KIB).toFixed(1)} KiB: split the new weight out of the first load.`,
  );
  process.exit(1);
}
