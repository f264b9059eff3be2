// npm run ctfd:client: registers a CTFd instance as an OAuth client of the platform, or lists them.
//   npm run ctfd:client -- create --name "Quals 2026" --redirect-uri https://ctfd.example.rs/redirect [--competition <slug>]
//   npm run ctfd:client -- list
import { parseArgs } from 'node:util';
import { resolveDatabase, runMigrations } from '../server/src/db/connect';
import { type Database, createDatabase } from '../server/src/db/database';
import { ConfigError, type AppConfig, loadConfig } from '../server/src/env';
import { createCtfdClient, listCtfdClients, redirectUriProblem } from '../server/src/services/ctfd/clients';

const USAGE = `Usage:
  npm run ctfd:client -- create --name <name> --redirect-uri <https://ctfd.example.rs/redirect> [--competition <slug>]
  npm run ctfd:client -- list`;

class UsageError extends Error {}

function readCommand() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { name: { type: 'string' }, 'redirect-uri': { type: 'string' }, competition: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
  if (command === 'list') return { command } as const;
  if (command !== 'create') throw new UsageError(command ? `Unknown command: ${command}` : 'No command given.');
  const name = values.name?.trim();
  const redirectUri = values['redirect-uri'];
  if (!name || !redirectUri) throw new UsageError('create needs --name and --redirect-uri.');
  const problem = redirectUriProblem(redirectUri);
  if (problem) throw new UsageError(`Redirect URI refused: ${problem}.`);
  return { command, name, redirectUri, competitionSlug: values.competition } as const;
}

async function create(
  db: Database,
  config: AppConfig,
  input: { name: string; redirectUri: string; competitionSlug?: string },
) {
  const { clientId, secret } = await createCtfdClient(db, input);
  const base = `${config.publicUrl}/api/auth/external/ctfd`;
  console.log(`CTFd client "${input.name}" created for ${input.competitionSlug ?? 'the playground'}.
The secret is shown only now; only its hash is stored. In CTFd's config.ini:

[oauth]
OAUTH_CLIENT_ID = ${clientId}
OAUTH_CLIENT_SECRET = ${secret}

[extra]
OAUTH_AUTHORIZATION_ENDPOINT = ${base}
OAUTH_TOKEN_ENDPOINT = ${base}/token
OAUTH_API_ENDPOINT = ${base}/user`);
}

async function list(db: Database) {
  const clients = await listCtfdClients(db);
  if (clients.length === 0) {
    console.log('No CTFd clients yet.');
    return;
  }
  for (const client of clients) {
    console.log(
      [client.client_id, client.name, client.redirect_uri, client.competition_slug ?? 'playground'].join('\t'),
    );
  }
}

try {
  const command = readCommand();
  const config = loadConfig();
  const database = await resolveDatabase(config, { attachIfRunning: true });
  const db = createDatabase(database.url, 1);
  try {
    await runMigrations(database.url);
    if (command.command === 'list') await list(db);
    else await create(db, config, command);
  } finally {
    await db.destroy();
    await database.embedded?.stop();
  }
} catch (error) {
  if (error instanceof ConfigError) error.problems.forEach((p) => console.error(`Configuration error: ${p}`));
  else console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(1);
}
