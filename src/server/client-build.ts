import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// With its extension: vite.config.ts imports this file, and Vite's native config loader wants one.
import { ROOT_DIR } from './root-dir.ts';

export { ROOT_DIR };
export const CLIENT_DIST = path.join(ROOT_DIR, 'dist/client');
/** The app built for Node, which draws pages on the server (src/server/page-render.ts). */
export const SERVER_DIST = path.join(ROOT_DIR, 'dist/ssr');
export const BUILD_STAMP = '.build-hash';

const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src/client', 'src/shared', 'machines'];

function listFiles(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(path.join(target, entry.name)));
}

/** A hash of everything the browser bundle is built from, so a start can tell whether dist is current. */
export function clientSourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of listFiles(path.join(ROOT_DIR, input))) {
      hash.update(path.relative(ROOT_DIR, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function isClientBuildCurrent(): boolean {
  const stamp = path.join(SERVER_DIST, BUILD_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === clientSourceHash();
}

function vite(args: string[]): Promise<void> {
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args, '--logLevel', 'warn'], {
      cwd: ROOT_DIR,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Builds the app with Vite when dist is missing or older than its sources: for the browser (dist/client), then
 * for the server (dist/ssr), as `npm run build` does. In a child process, so that a first start builds on the
 * other core while this one creates and seeds the database.
 */
export async function ensureClientBuild(log: (message: string) => void): Promise<void> {
  if (isClientBuildCurrent()) return;
  log('Building the web app (first start or changed sources)...');
  await vite(['build']);
  await vite(['build', '--ssr']);
}
