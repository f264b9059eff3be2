import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { belgradeWallClock } from '@ctf/shared/belgrade-time';
import { exportZip } from '../services/moving-in/export';
import { staffDownload } from './staff-download';

/**
 * Everything a successor needs as one ZIP (admins only, never with secrets: those only from
 * `npm run export -- DIR --with-secrets` on the server). Streamed while it is written.
 */
export const exportDownloadPlugin = fp(
  async (app) => {
    // Already deflated: the API's compression would only spend time on it.
    app.get('/api/admin/export.zip', { compress: false }, async (req, reply) => {
      if (!staffDownload(req, reply, 'admin')) return reply;
      const { id, username } = req.auth!.user;
      const now = new Date();
      const { year, month, day } = belgradeWallClock(now);
      const fileName = `ctf-export-${year}-${month}-${day}.zip`;
      const body = new PassThrough();
      exportZip(app.db, body, { actor: { id, username }, fileName, now }).catch((error: unknown) => {
        // A browser that gave up closed the stream: nothing went wrong on our side.
        if (body.destroyed) req.log.info('the export download was closed before it ended');
        else req.log.error({ err: error }, 'the export download failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
  { name: 'export-download', dependencies: ['database', 'session'] },
);
