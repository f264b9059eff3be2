import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import { afterAll } from 'vitest';
import { type LinkProvider, registerFakeOAuthProvider } from '../../src/integrations/oauth/fake-provider';

/** A fake Discord or GitHub on its own port, and the environment that points the app at it. */
export async function startFakeOAuthProvider(provider: LinkProvider) {
  const app = Fastify();
  await app.register(formBody);
  const clientId = `test-${provider}-client`;
  const clientSecret = `test-${provider}-secret`;
  registerFakeOAuthProvider(app, { provider, prefix: '/oauth', clientId, clientSecret });
  await app.listen({ host: '127.0.0.1', port: 0 });
  afterAll(() => app.close());
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/oauth`;
  const P = provider.toUpperCase();
  return {
    base,
    env: {
      [`${P}_CLIENT_ID`]: clientId,
      [`${P}_CLIENT_SECRET`]: clientSecret,
      [`${P}_AUTHORIZE_URL`]: `${base}/authorize`,
      [`${P}_TOKEN_URL`]: `${base}/token`,
      [`${P}_USER_URL`]: `${base}/user`,
    },
  };
}
