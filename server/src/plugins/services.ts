import fp from 'fastify-plugin';
import { type BotCheck, createDevBotCheck, createTurnstileBotCheck } from '../integrations/bot-check/bot-check';
import { createDevMailboxTransport } from '../integrations/mail/dev-transport';
import { createResendTransport } from '../integrations/mail/resend-transport';
import { startJobs } from '../services/jobs/jobs';

/** The outside services: bot-check and mail, real or their development stand-ins per configuration. */
export const servicesPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const devBotCheck = config.turnstile || config.isProduction ? null : createDevBotCheck(db);
    const botCheck: BotCheck =
      devBotCheck ??
      createTurnstileBotCheck({
        db,
        ...config.turnstile!,
        expectedHostname: new URL(config.publicUrl).hostname,
        log: app.log,
      });
    app.decorate('botCheck', botCheck);
    app.decorate('devBotCheck', devBotCheck);

    const transport = config.resend
      ? createResendTransport({ apiKey: config.resend.apiKey, baseUrl: config.resend.baseUrl, from: config.mailFrom })
      : createDevMailboxTransport(db, app.log);
    const jobs = await startJobs({
      connectionString: config.databaseUrl!,
      db,
      transport,
      log: app.log,
      pollingIntervalSeconds: config.jobPollingSeconds,
      retryDelaySeconds: config.mailRetryDelaySeconds,
      publicUrl: config.publicUrl,

      ctfdTokenKey: config.ctfdTokenKey,
      playgroundApi: config.playgroundApi,
    });
    app.decorate('mail', jobs.mail);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'services', dependencies: ['config', 'database'] },
);
