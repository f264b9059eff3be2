import fp from 'fastify-plugin';
import { z } from 'zod';
import { pickLanguage } from '@ctf/shared';
import { CERTIFICATE_LANGUAGES, normalizeCertificateCode } from '@ctf/shared/schemas/certificates';
import { certificateForDownload } from '../services/certificates/lookup';
import { certificatePdf } from '../services/certificates/pdf-cache';
import { refuse } from './staff-download';

const ZCertificatePdfQuerySchema = z.object({ lang: z.enum(CERTIFICATE_LANGUAGES).default('sr') }).strict();

/**
 * A certificate's PDF (`/api/certificates/<code>.pdf?lang=sr|en`): for its holder, and for organizers
 * and admins who proved the second factor. Anyone else, and a code never issued, gets 404 alike, so
 * the answer tells a stranger nothing about a code. A revoked certificate is no longer handed out.
 */
export const certificateDownloadPlugin = fp(
  async (app) => {
    app.get<{ Params: { file: string } }>('/api/certificates/:file', async (req, reply) => {
      const header = pickLanguage(req.headers['accept-language']);
      if (!req.auth) return refuse(reply, 401, 'UNAUTHORIZED', header);
      const file = req.params.file;
      const code = file.length <= 64 && file.endsWith('.pdf') ? normalizeCertificateCode(file.slice(0, -4)) : null;
      const query = ZCertificatePdfQuerySchema.safeParse(req.query);
      if (!query.success) return refuse(reply, 400, 'VALIDATION_ERROR', header);
      const certificate = code ? await certificateForDownload(app.db, code) : null;
      const { user, session } = req.auth;
      const isOwner = certificate?.userId === user.id;
      const isStaff = user.roles.includes('organizer') || user.roles.includes('admin');
      if (!certificate || (!isOwner && !isStaff)) return refuse(reply, 404, 'NOT_FOUND', header);
      if (!isOwner && !session.secondFactorVerified) return refuse(reply, 403, 'SECOND_FACTOR_REQUIRED', header);
      if (certificate.revoked) return refuse(reply, 410, 'CERTIFICATE_REVOKED', header);
      const pdf = await certificatePdf(query.data.lang, certificate.facts, app.config.publicUrl);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="certificate-${certificate.facts.code}-${query.data.lang}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  },
  { name: 'certificate-download', dependencies: ['database', 'session'] },
);
