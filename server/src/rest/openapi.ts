import { z } from 'zod';
import { appRouter } from '../trpc/router';
import type { RestRoute } from './routes';

interface ProcedureDef {
  _def: { inputs: unknown[]; type: string };
}

function inputSchemaOf(procedurePath: string): Record<string, unknown> | undefined {
  const procedure = (appRouter._def.procedures as unknown as Record<string, ProcedureDef | undefined>)[procedurePath];
  const input = procedure?._def.inputs[0];
  return input instanceof z.ZodType ? z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) : undefined;
}

/** An OpenAPI 3.1 description of the REST table, built once at start-up. */
export function buildOpenApiDocument(routes: RestRoute[], prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = `${prefix}${route.path}`.replace(/:(\w+)/g, '{$1}');
    const schema = inputSchemaOf(route.procedure);
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      operationId: route.procedure,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(schema && route.method !== 'GET' ? { requestBody: { content: { 'application/json': { schema } } } } : {}),
      responses: {
        [String(route.successStatus ?? 200)]: { description: 'Success' },
        default: {
          description: 'Error',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['code', 'message'],
                properties: { code: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'CTF platform REST API', version: '1.0.0' },
    paths,
  };
}
