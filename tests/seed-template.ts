/**
 * Vitest global setup: a place for this run's seeded template databases. The server suites seed the small
 * league once per run and database kind (the first suite to need it, whichever worker runs it) and each
 * suite starts from a copy: a PGlite dump in `dir`, a PostgreSQL `create database ... template`. Each run
 * has its own, so a template never outlives the code that seeded it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: { dir: string; postgresTemplate: string };
  }
}

export default function seedTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'apl-seed-'));
  const postgresTemplate = `apl_template_${randomBytes(6).toString('hex')}`;
  project.provide('seedTemplate', { dir, postgresTemplate });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) return;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: baseUrl });
    try {
      await admin.connect();
      await admin.query(`drop database if exists ${postgresTemplate} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
