// npm run ctfd:client: registers a CTFd instance as an OAuth client of the platform, or lists them.
//   npm run ctfd:client -- create --name "Quals 2026" --redirect-uri https://ctfd.example.rs/redirect [--competition <slug>]
//   npm run ctfd:client -- api --client <client id> --url https://ctfd.example.rs   (the admin token from CTFD_API_TOKEN or stdin)
//   npm run ctfd:client -- api --client <client id> --remove
//   npm run ctfd:client -- urls
//   npm run ctfd:client -- list
import { parseArgs } from 'node:util';
import type { Database } from '../server/src/db/database';
import { type AppConfig, loadConfig } from '../server/src/env';
import { createCtfdClient, listCtfdClients, redirectUriProblem } from '../server/src/services/ctfd/clients';
import { clearCtfdApi, setCtfdApi } from '../server/src/services/ctfd/sync';
import { runCli, withMigratedDatabase } from './lib/cli';

const USAGE = `Usage:
  npm run ctfd:client -- create --name <name> --redirect-uri <https://ctfd.example.rs/redirect> [--competition <slug>]
  npm run ctfd:client -- api --client <client id> --url <https://ctfd.example.rs>   (token: CTFD_API_TOKEN or stdin)
  npm run ctfd:client -- api --client <client id> --remove
  npm run ctfd:client -- urls      (the endpoint URLs the platform answers on)
  npm run ctfd:client -- list`;

class UsageError extends Error {}

function readCommand() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        'redirect-uri': { type: 'string' },
        competition: { type: 'string' },
        client: { type: 'string' },
        url: { type: 'string' },
        remove: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
  if (command === 'list' || command === 'urls') return { command } as const;
  if (command === 'api') {
    if (!values.client) throw new UsageError('api needs --client.');
    if (values.remove) return { command, clientId: values.client, remove: true } as const;
    if (!values.url) throw new UsageError('api needs --url (or --remove).');
    return { command, clientId: values.client, apiUrl: values.url, remove: false } as const;
  }
  if (command !== 'create') throw new UsageError(command ? `Unknown command: ${command}` : 'No command given.');
  const name = values.name?.trim();
  const redirectUri = values['redirect-uri'];
  if (!name || !redirectUri) throw new UsageError('create needs --name and --redirect-uri.');
  const problem = redirectUriProblem(redirectUri);
  if (problem) throw new UsageError(`Redirect URI refused: ${problem}.`);
  return { command, name, redirectUri, competitionSlug: values.competition } as const;
}

/** The endpoints as the server builds them: PUBLIC_URL, else http://localhost:PORT (server/src/env.ts). */
function endpoints(config: AppConfig) {
  const base = `${config.publicUrl}/api/auth/external/ctfd`;
  const source = process.env.PUBLIC_URL
    ? `PUBLIC_URL=${process.env.PUBLIC_URL}`
    : `no PUBLIC_URL set: http://localhost:${config.port}; set PUBLIC_URL to the address CTFd reaches the platform at`;
  return { base, note: `Platform address: ${config.publicUrl} (${source}).` };
}

async function readToken(): Promise<string> {
  if (process.env.CTFD_API_TOKEN) return process.env.CTFD_API_TOKEN.trim();
  if (process.stdin.isTTY) process.stderr.write('CTFd admin API token (Settings → Access Tokens in CTFd): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && chunk.toString().includes('\n')) break;
  }
  const token = Buffer.concat(chunks).toString('utf8').trim();
  if (!token) throw new UsageError('No token given (CTFD_API_TOKEN or stdin).');
  return token;
}

async function create(
  db: Database,
  config: AppConfig,
  input: { name: string; redirectUri: string; competitionSlug?: string },
) {
  const { clientId, secret } = await createCtfdClient(db, input);
  const { base, note } = endpoints(config);
  console.log(`${note}
CTFd client "${input.name}" created for ${input.competitionSlug ?? 'the playground'}.
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
      [
        client.client_id,
        client.name,
        client.redirect_uri,
        client.competition_slug ?? 'playground',
        client.api_connected_at ? `API ${client.api_url}` : 'no API token',
      ].join('\t'),
    );
  }
}

await runCli(
  async () => {
    const command = readCommand();
    const config = loadConfig();
    await withMigratedDatabase(config, async (db) => {
      if (command.command === 'list') await list(db);
      else if (command.command === 'create') await create(db, config, command);
      else if (command.command === 'urls') {
        const { base, note } = endpoints(config);
        console.log(
          `${note}\nOAUTH_AUTHORIZATION_ENDPOINT = ${base}\nOAUTH_TOKEN_ENDPOINT = ${base}/token\nOAUTH_API_ENDPOINT = ${base}/user`,
        );
      } else if (command.command === 'api') {
        if (command.remove) {
          await clearCtfdApi(db, command.clientId);
          console.log('CTFd API token removed: changes are no longer pushed to this CTFd.');
        } else {
          await setCtfdApi(db, config, command.clientId, { apiUrl: command.apiUrl, apiToken: await readToken() });
          console.log('CTFd API token stored (encrypted; it is not shown again). Changes are now pushed to this CTFd.');
        }
      }
    });
  },
  (error) => (error instanceof UsageError ? `${error.message}\n${USAGE}` : undefined),
);
