import fp from 'fastify-plugin';
import { ZSlugSchema } from '@ctf/shared/schemas/competition';
import { AppError } from '../errors';
import { type Language, isLanguage } from '@ctf/shared/i18n/languages';
import { ZCsvOptionsSchema } from '@ctf/shared/schemas/organizer';
import { type CompetitionRow, findCompetitionRow } from '../services/competitions/competitions';
import { finalistsCsv } from '../services/competitions/finals/finalists';
import { registrationsCsv } from '../services/competitions/registrations';
import { refuse, sendCsv, staffDownload } from './staff-download';

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
      make: (competition: CompetitionRow, options: CsvOptions) => Promise<string>,
    ) =>
      app.get<{ Params: { slug: string }; Querystring: Record<string, string> }>(
        `/api/competitions/:slug/${name}.csv`,
        async (req, reply) => {
          const lang = staffDownload(req, reply, 'organizer');
          if (!lang || !req.auth) return reply;
          const slug = ZSlugSchema.safeParse(req.params.slug);
          if (!slug.success) return refuse(reply, 404, 'NOT_FOUND', lang);
          const query = ZCsvOptionsSchema.parse(req.query ?? {});
          const own = await app.db
            .selectFrom('users')
            .select('language')
            .where('id', '=', req.auth.user.id)
            .executeTakeFirst();
          const fileLang = query.lang ?? (isLanguage(own?.language) ? own.language : lang);
          try {
            return sendCsv(
              reply,
              `${name}-${slug.data}.csv`,
              await make(await findCompetitionRow(app.db, slug.data), { ...query, lang: fileLang }),
            );
          } catch (error) {
            if (error instanceof AppError && error.appCode === 'NOT_FOUND') {
              return refuse(reply, 404, 'NOT_FOUND', lang);
            }
            throw error;
          }
        },
      );
    csvRoute('finalists', (competition, options) => finalistsCsv(app.db, competition, options));
    csvRoute('registrations', (competition, options) => registrationsCsv(app.db, competition, options));
  },
  { name: 'exports', dependencies: ['database', 'session'] },
);
