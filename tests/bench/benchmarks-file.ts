import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.resolve(import.meta.dirname, '../../BENCHMARKS.md');

/**
 * Writes a bench's section into BENCHMARKS.md (`section` starts with its `## ` heading, found by `heading`, e.g.
 * '## bench:load'): the generated part replaces the last run's, where it stands, and the section's earlier runs
 * and notes (its `### ` subsections, written by hand) are kept under it. A new section goes at the end.
 */
export function writeBenchmarkSection(heading: string, section: string) {
  const current = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
    : "# Benchmarks\n\nFigures measured on this project's 2-core, 24 GiB machine.\n";
  const start = current.indexOf(heading);
  if (start === -1) {
    writeFileSync(FILE, `${current.trimEnd()}\n\n${section.trimEnd()}\n`);
    return;
  }
  const next = current.indexOf('\n## ', start + 1);
  const end = next === -1 ? current.length : next + 1;
  const history = current.indexOf('\n### ', start);
  const kept = history !== -1 && history < end ? current.slice(history + 1, end) : '';
  const rest = current.slice(end);
  writeFileSync(
    FILE,
    `${current.slice(0, start)}${section.trimEnd()}\n\n${kept.trimEnd()}${kept ? '\n\n' : ''}${rest}`.replace(
      /\n{3,}/g,
      '\n\n',
    ),
  );
}
