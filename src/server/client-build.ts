import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './root-dir';

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

/**
 * Builds the app with Vite when dist is missing or older than its sources: for the browser (dist/client), then
 * for the server (dist/ssr), as `npm run build` does.
 */
export async function ensureClientBuild(log: (message: string) => void): Promise<void> {
  if (isClientBuildCurrent()) return;
  log('Building the web app (first start or changed sources)...');
  const { build } = await import('vite');
  const options = {
    root: ROOT_DIR,
    configFile: path.join(ROOT_DIR, 'vite.config.ts'),
    logLevel: 'warn' as const,
  };
  await build(options);
  await build({ ...options, build: { ssr: true } });
}
