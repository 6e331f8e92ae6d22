import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Bulk insert through one JSON parameter (`json_populate_recordset`): far faster than bound multi-row
 * VALUES on PGlite, and free of PostgreSQL's 65,535-parameter limit. Every row must carry the first row's
 * keys (a key missing from a later row inserts NULL, not the column default).
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  chunkSize = 20_000,
) {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const json = rows.slice(i, i + chunkSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = (row as Record<string, unknown>)[key];
        record[column.name] = value instanceof Date ? value.toISOString() : value;
      }
      return record;
    });
    await db.execute(
      sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(json)}::json)`,
    );
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Truncates every table of the (empty) schema inside the seed's transaction. A table truncated in the
 * transaction that fills it writes its rows straight to its files, not through the write-ahead log as well,
 * when the server keeps a minimal log (the embedded database, see db/client.ts): the seed then writes its
 * data once instead of twice. Refuses a schema that holds any row.
 */
export async function takeEmptyTables(db: Db) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    ),
  ).map((table) => table.name);
  const [held] = rowsOf<{ any: boolean }>(
    await db.execute(
      sql.raw(`select ${tables.map((name) => `exists (select from ${name})`).join(' or ')} as any`),
    ),
  );
  if (held?.any) throw new Error('The seed fills an empty database; this one holds data.');
  await db.execute(sql.raw(`truncate ${tables.join(', ')}`));
}

/**
 * Runs `fill` with the tables' foreign keys, secondary indexes and primary keys dropped, and adds them again
 * after it (in the same transaction), as PostgreSQL's "Populating a Database" advises: one sorted build of an
 * index is quicker than keeping it up to date row by row, and leaves it compact (a key built row by row in random
 * order ends up a third larger), and one join checks a foreign key faster than a lookup per inserted row.
 * A primary key another table's foreign key refers to stays, and so do unique indexes: `fill` must not need an
 * upsert on a dropped key.
 */
export async function withIndexesBuiltAfter<T>(
  db: Db,
  tables: PgTable[],
  fill: () => Promise<T>,
): Promise<T> {
  const names = sql.join(
    tables.map((table) => sql`${getTableName(table)}::regclass`),
    sql`, `,
  );
  const constraints = rowsOf<{ table: string; name: string; kind: 'f' | 'p'; definition: string }>(
    await db.execute(sql`
      select c.conrelid::regclass::text as table, quote_ident(c.conname) as name, c.contype as kind,
        pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.conrelid in (${names})
        and (c.contype = 'f' or c.contype = 'p' and not exists (
          select from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid and f.conrelid not in (${names})))
      order by c.contype desc, 1, 2`),
  );
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in (${names}) and not i.indisunique
      order by c.relname`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  // Foreign keys first ('f' sorts after 'p', hence desc above), then the keys they may refer to.
  for (const constraint of constraints)
    await db.execute(sql.raw(`alter table ${constraint.table} drop constraint ${constraint.name}`));
  const filled = await fill();
  for (const constraint of [...constraints].reverse())
    await db.execute(
      sql.raw(`alter table ${constraint.table} add constraint ${constraint.name} ${constraint.definition}`),
    );
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return filled;
}
