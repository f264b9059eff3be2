import fp from 'fastify-plugin';
import { z } from 'zod';
import { isLanguage } from '@ctf/shared';
import { ZCompetitorListSchema, ZUserListSchema } from '@ctf/shared/schemas/admin';
import { competitorsCsv, usersCsv } from '../services/admin/exports';
import { refuse, sendCsv, staffDownload } from './staff-download';

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
        const header = staffDownload(req, reply, 'admin');
        if (!header) return reply;
        const input = schema.safeParse(req.query);
        if (!input.success) return refuse(reply, 400, 'VALIDATION_ERROR', header);
        const lang = input.data.lang && isLanguage(input.data.lang) ? input.data.lang : header;
        const separator = input.data.separator === 'semicolon' ? ';' : ',';
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each path's own schema parsed its own input
        const csv = await build(app.db, input.data as any, lang, separator);
        return sendCsv(reply, path.slice(path.lastIndexOf('/') + 1), csv);
      });
    }
  },
  { name: 'admin-exports', dependencies: ['database', 'session'] },
);
