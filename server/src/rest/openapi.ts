import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import { BOT_CHECK_HEADER, BOT_CHECK_TOKEN_MAX_LENGTH, type ErrorCode, LANGUAGES } from '@ctf/shared';
import { ZSlugSchema } from '@ctf/shared/schemas/competition';
import { JOIN_CODE_PATTERN } from '@ctf/shared/schemas/mentors';
import { GENERIC_VALIDATION_KEYS } from '@ctf/shared/validation-keys';
import type { AppConfig } from '../env';
import { AppError } from '../errors';
import { sessionCookieName } from '../plugins/session';
import { appRouter } from '../trpc/router';
import { API_GUIDE } from './api-guide';
import { PATH_PARAMETERS, type PathParameterType, type RestRoute } from './routes';
import { CERTIFICATE_PDF_PATH } from './certificate-pdf-openapi';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

interface ProcedureDef {
  _def: { inputs: unknown[]; output?: unknown };
}

function procedureOf(route: RestRoute) {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef | undefined>;
  const procedure = procedures[route.procedure];
  if (!procedure) throw new Error(`REST route names an unknown procedure: ${route.procedure}`);
  const [input] = procedure._def.inputs;
  const output = procedure._def.output;
  return {
    input: input instanceof z.ZodType ? input : undefined,
    output: output instanceof z.ZodType ? output : undefined,
  };
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client sends (`input`) or receives (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    // The format names the rule (zod's expanded date patterns would only bury it), and JavaScript's
    // safe-integer bounds say nothing a reader needs.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date-time' || jsonSchema.format === 'date') delete jsonSchema.pattern;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  return json as JsonSchema;
}

/** The schema less the fields the path or the REST table fills in. */
function without(schema: JsonSchema, fields: string[]): JsonSchema {
  if (!schema.properties) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name]) => !fields.includes(name)));
  const required = schema.required?.filter((name) => !fields.includes(name));
  return { ...schema, properties, ...(required ? { required } : {}) };
}

const pathParameterNames = (route: RestRoute) => [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);

/** Every code a path may answer with: its own, and those of its kind (input, access, bot-check). */
export function errorCodesOf(route: RestRoute): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.from || route.path.includes(':')) codes.push('VALIDATION_ERROR');
  if (route.from === 'body') codes.push('BAD_REQUEST');
  if (route.access !== 'public') codes.push('UNAUTHORIZED');
  // A role the caller lacks, or (for anything but GET) a request from another origin.
  if ((route.access !== 'public' && route.access !== 'user') || route.method !== 'GET') codes.push('FORBIDDEN');
  if (route.botCheck) codes.push('BOT_CHECK_REQUIRED', 'BOT_CHECK_FAILED');
  codes.push(...(route.errors ?? []), 'INTERNAL_SERVER_ERROR');
  return [...new Set(codes)];
}

export const httpStatusOf = (code: ErrorCode) => getHTTPStatusCodeFromError(new AppError(code));

const errorSchema = (codes: ErrorCode[]): JsonSchema => ({
  type: 'object',
  properties: {
    code: { type: 'string', enum: codes },
    message: { type: 'string', description: 'In the language of Accept-Language (sr or en).' },
    fieldErrors: {
      type: 'object',
      description: 'Message keys per field (dotted path; `_` for the whole body).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    ...(codes.includes('EDIT_CONFLICT')
      ? {
          current: {
            type: 'object',
            description:
              'EDIT_CONFLICT: the record as saved by someone else (with its `version`); nothing was changed.',
          },
        }
      : {}),
  },
  required: ['code', 'message'],
  additionalProperties: false,
});

function errorResponses(route: RestRoute) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route))
    byStatus.set(httpStatusOf(code), [...(byStatus.get(httpStatusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.map((code) => `\`${code}\``).join(', '),
        content: { 'application/json': { schema: errorSchema(codes) } },
      },
    ]),
  );
}

function pathParameterSchema(type: PathParameterType): JsonSchema {
  switch (type) {
    case 'slug':
      return jsonSchemaOf(ZSlugSchema, 'input');
    case 'certificateCode':
      // As printed or typed: the check reads any case and ignores spaces and dashes.
      return { type: 'string', maxLength: 64, pattern: '^[0-9A-Za-z -]+$', examples: ['K7QX-M2PD-9HFA-3TNE'] };
    case 'joinCode':
      return { type: 'string', pattern: JOIN_CODE_PATTERN.source };
    case 'integer':
      return { type: 'integer', minimum: 1 };
  }
}

function parametersOf(route: RestRoute, input: JsonSchema | undefined) {
  const pathNames = pathParameterNames(route);
  const parameters: Record<string, unknown>[] = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathParameterSchema(PATH_PARAMETERS[name]!.type),
  }));
  if (route.from === 'query' && input?.properties) {
    const hidden = [...pathNames.map((name) => PATH_PARAMETERS[name]!.field), ...Object.keys(route.fixed ?? {})];
    for (const [name, schema] of Object.entries(without(input, hidden).properties ?? {})) {
      parameters.push({ name, in: 'query', required: input.required?.includes(name) ?? false, schema });
    }
  }
  if (route.botCheck) parameters.push({ $ref: '#/components/parameters/BotCheck' });
  parameters.push({ $ref: '#/components/parameters/AcceptLanguage' });
  return parameters;
}

function requestBodyOf(route: RestRoute, input: JsonSchema | undefined) {
  if (route.from !== 'body') return undefined;
  const pathFields = pathParameterNames(route).map((name) => PATH_PARAMETERS[name]!.field);
  const schema = route.body ? jsonSchemaOf(route.body, 'input') : input && without(input, pathFields);
  if (!schema) return undefined;
  return {
    required: (schema.required?.length ?? 0) > 0 || !schema.properties,
    content: { 'application/json': { schema } },
  };
}

const operationIdOf = (route: RestRoute) =>
  route.method.toLowerCase() +
  route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const word = segment.replace(/^[:@]/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      return (segment.startsWith(':') ? 'By' : '') + word[0]!.toUpperCase() + word.slice(1);
    })
    .join('');

/** An OpenAPI 3.1 description of the REST table, generated from the procedures' schemas at start-up. */
export function buildOpenApiDocument(routes: RestRoute[], prefix: string, config: AppConfig) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const procedure = procedureOf(route);
    const input = procedure.input && jsonSchemaOf(procedure.input, 'input');
    const answer = route.answer?.schema ?? procedure.output;
    if (!answer) throw new Error(`${route.procedure} declares no output schema`);
    const openApiPath = `${prefix}${route.path}`.replace(/:(\w+)/g, '{$1}');
    const requestBody = requestBodyOf(route, input);
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = {
      operationId: operationIdOf(route),
      tags: [route.tag ?? route.path.split('/')[1]],
      summary: route.summary,
      description: `Access: ${route.access}. tRPC twin: \`${route.procedure}\`.`,
      security: route.access === 'public' ? [{}, { sessionCookie: [] }] : [{ sessionCookie: [] }],
      parameters: parametersOf(route, input),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(route.successStatus ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } },
        },
        ...errorResponses(route),
      },
    };
  }
  paths[`${prefix}/certificates/{code}.pdf`] = CERTIFICATE_PDF_PATH;
  return {
    openapi: '3.1.0',
    info: {
      title: 'CTF platform of Serbia: REST API',
      version: '1.0.0',
      description: API_GUIDE.replace('{{validationKeys}}', GENERIC_VALIDATION_KEYS.map((k) => `\`${k}\``).join(', ')),
    },
    tags: [
      { name: 'auth', description: 'Accounts and sessions' },
      { name: 'competitors', description: 'Competitor applications' },
      { name: 'institutions', description: 'Schools, faculties and companies' },
      { name: 'users', description: 'User administration' },
      { name: 'competitions', description: 'Competitions, registrations and finals' },
      { name: 'stats', description: 'The programme’s figures: aggregates only, small groups suppressed' },
      { name: 'certificates', description: 'Certificates of participation, finals and the national team' },
      { name: 'playground', description: 'The caller’s progress on the playground CTFd' },
      { name: 'mentors', description: 'Teachers who mentor schools, their requests, and the schools’ join links' },
    ],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName(config),
          description:
            'Set by `POST /api/auth/login` (httpOnly; `__Host-session` in production, `ctfrs_session` elsewhere). Every request but GET must also carry an `Origin` header equal to the platform’s address.',
        },
      },
      parameters: {
        BotCheck: {
          name: BOT_CHECK_HEADER,
          in: 'header',
          required: true,
          description:
            'A solved bot-check: a Cloudflare Turnstile token, or in development a token from `POST /api/dev/bot-check`. Single use.',
          schema: { type: 'string', maxLength: BOT_CHECK_TOKEN_MAX_LENGTH },
        },
        AcceptLanguage: {
          name: 'accept-language',
          in: 'header',
          required: false,
          description: 'The language of messages: `sr` (Serbian, Cyrillic; the default) or `en`.',
          schema: { type: 'string', examples: [...LANGUAGES] },
        },
      },
    },
  };
}
