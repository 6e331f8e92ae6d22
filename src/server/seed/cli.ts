import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isSeeded, type SeedScale, seedDatabase } from './index';

const USAGE = `Usage: npm run seed -- [--scale small|default|large] [--reset]
  Seeds the database named by DATABASE_URL, else the embedded one in DATA_DIR.
  --reset  empties that database first (all league data is lost)`;

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'default' }, reset: { type: 'boolean', default: false } },
});
const scale = values.scale as SeedScale;
if (!['small', 'default', 'large'].includes(scale)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
if (values.reset && !config.DATABASE_URL)
  rmSync(path.join(config.DATA_DIR, 'pglite'), { recursive: true, force: true });

if (values.reset && config.DATABASE_URL) {
  const raw = await openDatabase({ url: config.DATABASE_URL, migrate: false });
  await raw.db.execute(sql`drop schema if exists public cascade`);
  await raw.db.execute(sql`drop schema if exists drizzle cascade`);
  await raw.db.execute(sql`create schema public`);
  await raw.close();
}
const target = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });

if (await isSeeded(target.db)) {
  console.error('The database already holds league data. Add --reset to replace it.');
  await target.close();
  process.exit(1);
}
const started = Date.now();
console.log(
  `Seeding the ${scale} league into ${target.kind === 'postgres' ? 'PostgreSQL' : config.DATA_DIR}...`,
);
await seedDatabase(target.db, { scale });
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
await target.close();
