/** Paths that the production site loads in full rather than routing inside the app (spec, section 2). */
const FULL_LOAD_PREFIXES = ['/test', '/aplpt', '/venue/', '/news', '/about'];

export function needsFullPageLoad(path: string): boolean {
  return FULL_LOAD_PREFIXES.some((prefix) => path.toLowerCase().startsWith(prefix));
}
