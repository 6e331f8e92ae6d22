/**
 * The browser suite's server, as `npm start` runs it. Where the machine has PostgreSQL (TEST_DATABASE_URL, as CI
 * sets it) the server runs on a database of its own, made empty for this run and seeded by the server's first
 * start like the embedded one; without it, on the embedded database in DATA_DIR. The SecurePay journey's own
 * server stays on the embedded database, so both kinds serve a browser.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL;
if (base) {
  const name = `apl_e2e_${process.env.PORT}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import(pathToFileURL(path.resolve(import.meta.dirname, '../../src/server/start.mjs')).href);
// The server is listening: the line Playwright waits for (its own check of the address polls once a second).
console.log('APL e2e server ready');
