import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runMigrations } from '../../src/db/connect';
import { startThrowawayPostgres } from '../../src/db/embedded';
import { loadConfig } from '../../src/env';

export interface TestPostgres {
  /** URL of a maintenance database on the server, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** The migrated database each test database is cloned from. */
  templateName: string;
  stop(): Promise<void>;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/**
 * The PostgreSQL server tests run against: DATABASE_URL's server when set, otherwise a throwaway
 * embedded one. Either way a migrated template database is made for this run and dropped after it.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!adminUrl) {
    const embedded = await startThrowawayPostgres('ctf-test-pg-');
    adminUrl = embedded.adminUrl;
    stopServer = embedded.stop;
  }
  const templateName = uniqueDatabaseName('ctf_template');
  await adminQuery(adminUrl, `CREATE DATABASE ${pg.escapeIdentifier(templateName)}`);
  // The tests' configuration (NODE_ENV=test) seals with the development TOTP key, as the apps do.
  await runMigrations(databaseUrl(adminUrl, templateName), loadConfig({ NODE_ENV: 'test' }));
  const serverAdminUrl = adminUrl;
  return {
    adminUrl: serverAdminUrl,
    templateName,
    stop: async () => {
      await adminQuery(serverAdminUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(templateName)} WITH (FORCE)`);
      await stopServer();
    },
  };
}

/** A fresh database cloned from the migrated template; `drop` removes it. */
export async function createDatabaseFromTemplate(adminUrl: string, templateName: string) {
  const name = uniqueDatabaseName('ctf_test');
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(templateName)}`,
  );
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}
