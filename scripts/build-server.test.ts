import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FAST_SPREAD_HELPER, fastTrpcSpread } from './build-server.mjs';

const spread = new Function(`${FAST_SPREAD_HELPER}; return _objectSpread2;`)() as (
  target: object,
  ...sources: unknown[]
) => Record<PropertyKey, unknown>;

describe("the server build's object spread for tRPC", () => {
  it('replaces the helper in the tRPC the server bundles', async () => {
    const result = await build({
      stdin: { contents: "export { initTRPC } from '@trpc/server';", resolveDir: import.meta.dirname },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      plugins: [fastTrpcSpread],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain('if (k[i] === "__proto__")');
    expect(code).not.toContain('Object.getOwnPropertyDescriptors(t)');
  });

  it('copies what native spread copies: own enumerable keys and symbols, later ones winning', () => {
    const symbol = Symbol('s');
    const hidden = Object.defineProperty({ shown: 1 }, 'hidden', { value: 2, enumerable: false });
    const copy = spread(spread({}, { a: 1, b: 2, [symbol]: 3 }), {}, { b: 4, c: undefined }, null, hidden);
    expect(copy).toEqual({ ...{ a: 1, b: 2, [symbol]: 3 }, ...{ b: 4, c: undefined }, ...hidden });
    expect(Object.keys(copy)).toEqual(['a', 'b', 'c', 'shown']);
    expect(copy[symbol]).toBe(3);
  });

  it('keeps a "__proto__" key of parsed input as an own key, as native spread does', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "name": "ana"}') as object;
    const copy = spread({}, input);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(copy).toEqual({ ...input });
  });
});
