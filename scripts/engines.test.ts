import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// `npm ci` warns (EBADENGINE) for every installed package whose `engines.node` excludes the running
// Node. The README and package.json name the oldest Node the platform supports; every package in the
// lock file must accept it, so a fresh install on that Node prints no warning.
const ROOT = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

const manifest = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the Node version the README names', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version;

  it('is the one package.json requires, and the README says so', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`Node.js ${oldest.replace(/\.0$/, '')} or later`);
  });

  it('is accepted by every installed package (npm ci prints no engine warning)', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name.includes('node_modules/'))
      .flatMap(([name, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        if (!range || semver.satisfies(oldest, range, { includePrerelease: true })) return [];
        return [`${name.replace(/^.*node_modules\//, '')}@${pkg.version} requires node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
