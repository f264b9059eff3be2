import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { ZSlugSchema } from '@ctf/shared/schemas/competition';
import { AppError } from '../errors';
import { finalistsCsv } from '../services/competitions/finals';

/** File downloads: the finalists CSV (organizers only). */
export const exportsPlugin = fp(
  async (app) => {
    app.get<{ Params: { slug: string } }>('/api/competitions/:slug/finalists.csv', async (req, reply) => {
      const lang = pickLanguage(req.headers['accept-language']);
      if (!req.auth)
        return reply.code(401).send({ code: 'UNAUTHORIZED', message: serverMessage(lang, 'UNAUTHORIZED') });
      if (!req.auth.user.roles.includes('organizer'))
        return reply.code(403).send({ code: 'FORBIDDEN', message: serverMessage(lang, 'FORBIDDEN') });
      const slug = ZSlugSchema.safeParse(req.params.slug);
      if (!slug.success) return reply.code(404).send({ code: 'NOT_FOUND', message: serverMessage(lang, 'NOT_FOUND') });
      try {
        const csv = await finalistsCsv(app.db, slug.data);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="finalists-${slug.data}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      } catch (error) {
        if (error instanceof AppError && error.appCode === 'NOT_FOUND') {
          return reply.code(404).send({ code: 'NOT_FOUND', message: serverMessage(lang, 'NOT_FOUND') });
        }
        throw error;
      }
    });
  },
  { name: 'exports', dependencies: ['database', 'session'] },
);
