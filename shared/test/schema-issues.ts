import type { z } from 'zod';

// For the schema rule tests (shared/src/schemas/*-rules.test.ts): what a schema says of an input.

/** Every issue as `path: message`, in order (each message is an i18n key, so part of the rule). */
export const issues = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

/** The schema refuses the input. */
export const fails = (schema: z.ZodType, input: unknown) => !schema.safeParse(input).success;
