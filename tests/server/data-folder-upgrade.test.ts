import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';

describe('an embedded data folder made before the write-ahead log settings', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'apl-upgrade-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('still opens and migrates: a folder created with the default 16 MB segments is not refused', async () => {
    // PGlite's own defaults, as every earlier `npm start` created ./data.
    const earlier = new PGlite(path.join(dir, 'pglite'));
    await earlier.query('select 1');
    await earlier.close();

    const database = await openDatabase({ dataDir: dir });
    try {
      const answer = await database.db.execute(sql`select count(*)::int as n from events`);
      expect((answer as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
