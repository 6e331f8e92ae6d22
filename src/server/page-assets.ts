import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets the page's routes draw with, beyond the entry's. */
  styles: string[];
  /** The routes' scripts, which the browser needs before it takes the page over. */
  scripts: string[];
}

export function readManifest(clientDist: string): BuildManifest {
  const file = path.join(clientDist, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/** A chunk and every chunk it imports statically, each once. */
function closure(manifest: BuildManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * What a drawn page's routes load beyond the entry (its own chunks and stylesheets come with index.html): named in
 * the page, the stylesheets draw the server's markup right at the first paint, and the scripts download beside the
 * entry instead of after it.
 */
export function pageAssets(manifest: BuildManifest, modules: string[]): PageAssets {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(manifest, entries);
  const styles = new Set<string>();
  const scripts: string[] = [];
  for (const key of closure(manifest, modules)) {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) continue;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  }
  for (const key of loaded) for (const css of manifest[key]?.css ?? []) styles.delete(`/${css}`);
  return { styles: [...styles], scripts };
}
