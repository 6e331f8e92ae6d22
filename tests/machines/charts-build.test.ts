import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every chart builds when its module loads. A file whose module throws at import (an unknown initial state,
 * a compound state without one) fails to load, and the mutation runner's Vitest run reports no failed test
 * for that: this file imports the machine inside a test, so such a chart fails here. Under the mutation
 * runner it checks only the file being mutated (MUTATION_TARGET); otherwise every machine.
 */
const root = path.resolve(import.meta.dirname, '../..');
const target = process.env.MUTATION_TARGET;
const files = target?.startsWith('machines/')
  ? [target]
  : readdirSync(path.join(root, 'machines'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `machines/${f}`);

describe('charts', () => {
  it.each(files)('%s builds its machine when it loads', async (file) => {
    const module = (await import(path.join(root, file))) as Record<string, unknown>;
    const machines = Object.entries(module).filter(([name]) => name.endsWith('Machine'));
    expect(machines.length).toBeGreaterThan(0);
  });
});
