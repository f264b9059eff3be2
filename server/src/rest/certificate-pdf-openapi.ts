import { serverMessage } from '@ctf/shared';

const refusal = (description: string, codes: string[]) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { code: { type: 'string', enum: codes }, message: { type: 'string' } },
        required: ['code', 'message'],
      },
    },
  },
});

/**
 * The certificate PDF (plugins/certificate-download.ts) in the OpenAPI document: a file, not a
 * procedure's answer, so it is described here by hand.
 */
export const CERTIFICATE_PDF_PATH = {
  get: {
    operationId: 'getCertificatePdf',
    tags: ['certificates'],
    summary: 'A certificate as a PDF, in Serbian (Cyrillic) or English',
    description:
      'Access: the certificate’s holder, or an organizer or admin who proved the second factor. Anyone else gets 404, as for a code never issued. ' +
      'A revoked certificate answers 410. The public check of a code is `certificates.check` (the page `/certificates/{code}`).',
    security: [{ sessionCookie: [] }],
    parameters: [
      {
        name: 'code',
        in: 'path',
        required: true,
        description: 'The certificate’s code, e.g. `K7QX-M2PD-9HFA-3TNE` (any case; spaces and dashes are ignored).',
        schema: { type: 'string', maxLength: 60 },
      },
      { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['sr', 'en'], default: 'sr' } },
    ],
    responses: {
      '200': {
        description: 'The PDF, as an attachment (`content-disposition: attachment`).',
        content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
      },
      '400': refusal(serverMessage('en', 'VALIDATION_ERROR'), ['VALIDATION_ERROR']),
      '401': refusal(serverMessage('en', 'UNAUTHORIZED'), ['UNAUTHORIZED']),
      '403': refusal(serverMessage('en', 'SECOND_FACTOR_REQUIRED'), ['SECOND_FACTOR_REQUIRED']),
      '404': refusal(serverMessage('en', 'NOT_FOUND'), ['NOT_FOUND']),
      '410': refusal(serverMessage('en', 'CERTIFICATE_REVOKED'), ['CERTIFICATE_REVOKED']),
    },
  },
};
