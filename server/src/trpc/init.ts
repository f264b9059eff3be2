import { initTRPC } from '@trpc/server';
import { DEFAULT_LANGUAGE, serverMessage } from '@ctf/shared';
import { errorCodeOf, fieldErrorsOf } from '../errors';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  // Never send stacks or internal messages to clients, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const code = errorCodeOf(error);
    return {
      code: shape.code,
      message: serverMessage(ctx?.lang ?? DEFAULT_LANGUAGE, code),
      data: {
        code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: fieldErrorsOf(error),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
