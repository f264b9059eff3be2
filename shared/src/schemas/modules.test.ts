import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A schema whose definition throws (a field list that lost its fields, an `.omit` of a field that
// is not there) stops the server and the client at start. Imported inside a test, such an error
// fails that test instead of the whole file.
const modules = readdirSync(new URL('.', import.meta.url))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort();

describe('the schema modules', () => {
  it('are all here', () => {
    expect(modules).toContain('auth.ts');
    expect(modules.length).toBeGreaterThanOrEqual(18);
  });

  it.each(modules)('%s loads', async (name) => {
    const module = (await import(`./${name.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});
