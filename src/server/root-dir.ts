import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (the one holding package.json): from the sources run by tsx (src/server) and from the
 * server compiled into one file (dist/server/main.js, src/server/start.mjs) alike.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const ROOT_DIR = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
