import fp from 'fastify-plugin';
import { z } from 'zod';
import { isLanguage } from '@ctf/shared';
import { zIdCoerced } from '@ctf/shared/schemas/primitives';
import { AppError } from '../errors';
import { rosterCsv } from '../services/programme/roster-csv';
import { refuse, sendCsv, staffDownload } from './staff-download';

const ZRosterExportSchema = z
  .object({ separator: z.enum(['comma', 'semicolon']).default('comma'), lang: z.string().optional() })
  .strict();

/** A national team roster as CSV (admins only), column names in the caller's language. */
export const rosterExportPlugin = fp(
  async (app) => {
    app.get<{ Params: { id: string } }>('/api/rosters/:id/roster.csv', async (req, reply) => {
      const header = staffDownload(req, reply, 'admin');
      if (!header) return reply;
      const id = zIdCoerced().safeParse(req.params.id);
      const input = ZRosterExportSchema.safeParse(req.query);
      if (!id.success || !input.success) return refuse(reply, 400, 'VALIDATION_ERROR', header);
      const lang = input.data.lang && isLanguage(input.data.lang) ? input.data.lang : header;
      try {
        const { roster, csv } = await rosterCsv(
          app.db,
          id.data,
          lang,
          input.data.separator === 'semicolon' ? ';' : ',',
        );
        const name = roster.event_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'roster';
        return sendCsv(reply, `${name}-${roster.reference_date}.csv`, csv);
      } catch (error) {
        if (error instanceof AppError && error.appCode === 'NOT_FOUND') return refuse(reply, 404, 'NOT_FOUND', header);
        throw error;
      }
    });
  },
  { name: 'roster-export', dependencies: ['database', 'session'] },
);
