import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of each React.lazy call: from `lazy(` to its closing parenthesis. */
function lazyCalls(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\blazy(<[^>]*>)?\(/g)) {
    let depth = 0;
    for (let end = match.index + match[0].length - 1; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')') depth -= 1;
      if (depth === 0) {
        calls.push(source.slice(match.index, end + 1));
        break;
      }
    }
  }
  return calls;
}

describe('every lazily loaded part of the client', () => {
  it('loads through importWithRetry, so it is retried and renders only once its texts are in', () => {
    const calls = sourceFiles(SOURCE).flatMap((file) =>
      lazyCalls(readFileSync(file, 'utf8')).map((call) => ({ file: path.relative(SOURCE, file), call })),
    );
    // The places today: the route table, lazy parts, the signed-in area, data pages, dialogs, the bot check.
    expect(calls.length).toBeGreaterThanOrEqual(6);
    const direct = calls.filter(({ file, call }) => file !== 'lib/lazy-part.tsx' && !call.includes('importWithRetry'));
    expect(direct).toEqual([]);
  });
});
