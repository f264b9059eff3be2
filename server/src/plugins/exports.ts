import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { ZSlugSchema } from '@ctf/shared/schemas/competition';
import { AppError } from '../errors';
import { type Language, isLanguage } from '@ctf/shared/i18n/languages';
import { ZCsvOptionsSchema } from '@ctf/shared/schemas/organizer';
import { finalistsCsv } from '../services/competitions/finals';
import { registrationsCsv } from '../services/competitions/registrations';

type CsvOptions = ReturnType<typeof ZCsvOptionsSchema.parse> & { lang: Language };

/** File downloads: the finalists and registrations CSV files (organizers only). */
export const exportsPlugin = fp(
  async (app) => {
    /**
     * An organizer's CSV download: 401/403/404 as JSON in the caller's language; the file in the
     * language asked for (`?lang=`), else the organizer's own, with `?separator=semicolon` on request.
     */
    const csvRoute = (
      name: 'finalists' | 'registrations',
      make: (slug: string, options: CsvOptions) => Promise<string>,
    ) =>
      app.get<{ Params: { slug: string }; Querystring: Record<string, string> }>(
        `/api/competitions/:slug/${name}.csv`,
        async (req, reply) => {
          const lang = pickLanguage(req.headers['accept-language']);
          if (!req.auth)
            return reply.code(401).send({ code: 'UNAUTHORIZED', message: serverMessage(lang, 'UNAUTHORIZED') });
          if (!req.auth.user.roles.includes('organizer'))
            return reply.code(403).send({ code: 'FORBIDDEN', message: serverMessage(lang, 'FORBIDDEN') });
          if (!req.auth.session.secondFactorVerified)
            return reply
              .code(403)
              .send({ code: 'SECOND_FACTOR_REQUIRED', message: serverMessage(lang, 'SECOND_FACTOR_REQUIRED') });
          const slug = ZSlugSchema.safeParse(req.params.slug);
          if (!slug.success)
            return reply.code(404).send({ code: 'NOT_FOUND', message: serverMessage(lang, 'NOT_FOUND') });
          const query = ZCsvOptionsSchema.parse(req.query ?? {});
          const own = await app.db
            .selectFrom('users')
            .select('language')
            .where('id', '=', req.auth.user.id)
            .executeTakeFirst();
          const fileLang = query.lang ?? (isLanguage(own?.language) ? own.language : lang);
          try {
            const csv = await make(slug.data, { ...query, lang: fileLang });
            return reply
              .type('text/csv; charset=utf-8')
              .header('content-disposition', `attachment; filename="${name}-${slug.data}.csv"`)
              .header('cache-control', 'no-store')
              .send(csv);
          } catch (error) {
            if (error instanceof AppError && error.appCode === 'NOT_FOUND') {
              return reply.code(404).send({ code: 'NOT_FOUND', message: serverMessage(lang, 'NOT_FOUND') });
            }
            throw error;
          }
        },
      );
    csvRoute('finalists', (slug, options) => finalistsCsv(app.db, slug, options));
    csvRoute('registrations', (slug, options) => registrationsCsv(app.db, slug, options));
  },
  { name: 'exports', dependencies: ['database', 'session'] },
);
