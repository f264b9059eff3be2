import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import { ascending } from '@ctf/shared/sort';

describe('the migrations index', () => {
  it('lists every migration file, so none is silently skipped', () => {
    const dir = path.resolve(import.meta.dirname, '../../../migrations');
    const files = readdirSync(dir)
      .filter((f) => /^\d{4}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(migrations).sort(ascending)).toEqual(files.sort(ascending));
  });
});
