import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorCode, type Language, type Role, pickLanguage, serverMessage } from '@ctf/shared';

/** A JSON refusal in the caller's language, as every API error. */
export function refuse(reply: FastifyReply, status: number, code: ErrorCode, lang: Language) {
  return reply.code(status).send({ code, message: serverMessage(lang, code) });
}

/**
 * The check every staff file download makes before anything else, as the staff procedures do: a
 * session (401), the role (403), the second factor proved in this session (403). Returns the
 * caller's language for the answer, or undefined once it has refused.
 */
export function staffDownload(req: FastifyRequest, reply: FastifyReply, role: Role): Language | undefined {
  const lang = pickLanguage(req.headers['accept-language']);
  if (!req.auth) return void refuse(reply, 401, 'UNAUTHORIZED', lang);
  if (!req.auth.user.roles.includes(role)) return void refuse(reply, 403, 'FORBIDDEN', lang);
  if (!req.auth.session.secondFactorVerified) return void refuse(reply, 403, 'SECOND_FACTOR_REQUIRED', lang);
  return lang;
}

/** Sends a CSV file as a download that no cache keeps. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
