import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

/**
 * Runs dependency-cruiser's rules (.dependency-cruiser.cjs) over src/ and machines/. dependency-cruiser 17 cannot
 * read TypeScript 7 sources, so each file is first transpiled as written (esbuild, type-only imports erased,
 * every other import kept) into .boundaries/, with the same paths, and cruised there.
 */
const ROOT = process.cwd();
const OUT = path.join(ROOT, '.boundaries');
const SOURCES = ['src', 'machines'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

rmSync(OUT, { recursive: true, force: true });
let count = 0;
for (const source of SOURCES) {
  for (const file of sourceFiles(path.join(ROOT, source))) {
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'esm',
      jsx: 'automatic',
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    });
    const target = path.join(OUT, path.relative(ROOT, file)).replace(/\.tsx?$/, '.js');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, code);
    count++;
  }
}

const result = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    '--config',
    path.join(ROOT, '.dependency-cruiser.cjs'),
    ...SOURCES,
  ],
  { cwd: OUT, stdio: 'inherit' },
);
rmSync(OUT, { recursive: true, force: true });
console.log(`boundaries: ${count} modules checked`);
process.exit(result.status ?? 1);
