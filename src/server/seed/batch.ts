import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Multi-row inserts keep PostgreSQL's 65,535 bind-parameter limit in view. */
export async function insertInChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  chunkSize = 2000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(table).values(rows.slice(i, i + chunkSize));
  }
}
