import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';

const MIGRATIONS = path.join(import.meta.dirname, '../../src/server/db/migrations');

/** What a database is made of, one line per column, index, constraint and sequence, in a stable order. */
const CATALOG = `
  select 'column ' || table_name || '.' || column_name || ' ' || data_type
      || coalesce('(' || character_maximum_length || ')', '') || ' nullable ' || is_nullable
      || ' default ' || coalesce(column_default, '-') as line
    from information_schema.columns where table_schema = 'public'
  union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
  union all select 'constraint ' || conrelid::regclass || ' ' || conname || ': ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'sequence ' || sequencename from pg_sequences where schemaname = 'public'
  order by 1`;

async function catalogOf(database: Database) {
  const result = (await database.db.execute(sql.raw(CATALOG))) as unknown as { rows: { line: string }[] };
  return result.rows.map((row) => row.line);
}

describe('the schema and the migrations', () => {
  let migrated: Database;
  let declared: Database;
  beforeAll(async () => {
    migrated = await openDatabase({ dataDir: null });
    declared = await openDatabase({ dataDir: null, migrate: false });
    // What drizzle-kit would create for schema.ts on an empty database.
    for (const statement of await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema)))
      await declared.db.execute(sql.raw(statement));
  }, 240_000);
  afterAll(async () => {
    await migrated?.close();
    await declared?.close();
  });

  it('build the same database: a change to schema.ts comes with its migration', async () => {
    const [fromMigrations, fromSchema] = [await catalogOf(migrated), await catalogOf(declared)];
    expect(fromMigrations.length).toBeGreaterThan(100);
    expect({
      onlyInMigrations: fromMigrations.filter((line) => !fromSchema.includes(line)),
      onlyInSchema: fromSchema.filter((line) => !fromMigrations.includes(line)),
    }).toEqual({ onlyInMigrations: [], onlyInSchema: [] });
  });

  it("leave `npm run db:generate` nothing to add: the last migration's snapshot is the schema", async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('the journal lists no migration');
    const snapshotFile = path.join(MIGRATIONS, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`);
    // Missing: the migration was written by hand; make its snapshot as the commit adding 0012_snapshot.json says.
    const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
    expect(await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id))).toEqual([]);
  });
});
