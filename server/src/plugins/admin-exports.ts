import fp from 'fastify-plugin';
import { z } from 'zod';
import { isLanguage, pickLanguage, serverMessage } from '@ctf/shared';
import { ZCompetitorListSchema, ZUserListSchema } from '@ctf/shared/schemas/admin';
import { competitorsCsv, usersCsv } from '../services/admin/exports';

const format = { separator: z.enum(['comma', 'semicolon']).default('comma'), lang: z.string().optional() };
const ZUsersExportSchema = ZUserListSchema.pick({ search: true, role: true, verified: true, suspended: true })
  .extend(format)
  .strict();
const ZCompetitorsExportSchema = ZCompetitorListSchema.pick({
  tab: true,
  search: true,
  institution_id: true,
  region: true,
  gender: true,
})
  .extend(format)
  .strict();

/**
 * The admin lists as CSV (admins only): the same search and filters as the list on screen,
 * comma- or semicolon-separated, column names in the caller's language.
 */
export const adminExportsPlugin = fp(
  async (app) => {
    for (const [path, schema, build] of [
      ['/api/admin/users.csv', ZUsersExportSchema, usersCsv],
      ['/api/admin/competitors.csv', ZCompetitorsExportSchema, competitorsCsv],
    ] as const) {
      app.get(path, async (req, reply) => {
        const header = pickLanguage(req.headers['accept-language']);
        if (!req.auth)
          return reply.code(401).send({ code: 'UNAUTHORIZED', message: serverMessage(header, 'UNAUTHORIZED') });
        if (!req.auth.user.roles.includes('admin'))
          return reply.code(403).send({ code: 'FORBIDDEN', message: serverMessage(header, 'FORBIDDEN') });
        // As every admin procedure: staff areas need the second factor proved in this session.
        if (!req.auth.session.secondFactorVerified)
          return reply
            .code(403)
            .send({ code: 'SECOND_FACTOR_REQUIRED', message: serverMessage(header, 'SECOND_FACTOR_REQUIRED') });
        const input = schema.safeParse(req.query);
        if (!input.success)
          return reply.code(400).send({ code: 'VALIDATION_ERROR', message: serverMessage(header, 'VALIDATION_ERROR') });
        const lang = input.data.lang && isLanguage(input.data.lang) ? input.data.lang : header;
        const separator = input.data.separator === 'semicolon' ? ';' : ',';
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each path's own schema parsed its own input
        const csv = await build(app.db, input.data as any, lang, separator);
        const name = path.slice(path.lastIndexOf('/') + 1);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      });
    }
  },
  { name: 'admin-exports', dependencies: ['database', 'session'] },
);
