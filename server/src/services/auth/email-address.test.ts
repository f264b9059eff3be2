import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// CTFd finds accounts by e-mail, so a changed address that skips writeUserAddress never reaches CTFd
// (issue 34.8). This test reads the sources, finds every statement that writes users.email or
// users.email_verified_at, and fails when one is outside writeUserAddress or when a path that changes
// an address is not listed here and in docs/ctfd.md. Tests and e2e fixtures set rows directly and are
// not read; migrations are frozen history and cannot queue jobs.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE_FOLDERS = ['server/src', 'scripts'];
const THE_ONE_WRITE = 'server/src/services/auth/email-address.ts';
const ADDRESS_COLUMNS = new Set(['email', 'email_verified_at']);

/** Every path that changes an existing account's address or its verification, all through writeUserAddress. */
const ADDRESS_CHANGES: Record<string, string> = {
  'server/src/services/auth/account.ts verifyEmail': 'the owner opens the link mailed to the address',
  'server/src/services/auth/account.ts resetPassword': 'a password reset link reached the address, so it is verified',
  'server/src/services/auth/account-security.ts confirmEmailChange': 'the player confirms their own new address',
  'server/src/services/admin/users.ts markUserVerified': 'an admin marks the address verified',
  'server/src/services/admin/users.ts updateUser':
    'an admin changes the address (it is unverified until its link is opened)',
  'scripts/create-admin.ts (top level)': 'create-admin makes an existing user an admin with a verified address',
  'server/src/services/moving-in/users.ts updateImportedAccount':
    'a later import verifies the address of an account an import made',
};

/** New accounts: no CTFd has seen them, so there is nothing to push. */
const ACCOUNT_CREATIONS: Record<string, string> = {
  'server/src/services/auth/account.ts register': 'registration (unverified)',
  'scripts/create-admin.ts (top level)': 'a new admin',
  'scripts/bench/database.ts seed': 'benchmark data',
  'scripts/bench/web.ts (top level)': 'benchmark data',
  'scripts/seed-scale.ts load': 'generated scale data',
  'server/src/services/moving-in/users.ts insertAccounts': 'accounts brought over from the previous platform',
};

/** Writes to a table named by a variable: the mailed-token tables, never users. */
const OTHER_TABLES: Record<string, string> = {
  'server/src/services/auth/mailed-tokens.ts issueMailedToken': 'email_verification_tokens and friends',
  'server/src/services/auth/mailed-tokens.ts consumeMailedToken': 'email_verification_tokens and friends',
};

type Finding = { kind: 'address' | 'insert' | 'otherTable' | 'throughTheOne'; at: string };

/** The name of the named function around a node (anonymous callbacks are looked through). */
function functionName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) return at.name.getText();
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent)) {
      return at.parent.name.getText();
    }
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isPropertyAssignment(at.parent)) {
      return at.parent.name.getText();
    }
  }
  return '(top level)';
}

/** Whether a `.set(…)` argument may write an address column: an object it cannot read counts as yes. */
function mayWriteAddress(expression: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return mayWriteAddress(expression.expression);
  }
  if (ts.isConditionalExpression(expression)) {
    return mayWriteAddress(expression.whenTrue) || mayWriteAddress(expression.whenFalse);
  }
  if (!ts.isObjectLiteralExpression(expression)) return true;
  return expression.properties.some((property) => {
    if (ts.isSpreadAssignment(property)) return mayWriteAddress(property.expression);
    if (!property.name || ts.isComputedPropertyName(property.name)) return true;
    return ADDRESS_COLUMNS.has(property.name.getText().replace(/^['"]|['"]$/g, ''));
  });
}

/** The arguments of every `.set(…)` further along the chain that starts at this call. */
function setArguments(call: ts.CallExpression): ts.Expression[] | null {
  const found: ts.Expression[] = [];
  let node: ts.Node = call;
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const next = node.parent.parent;
    if (node.parent.name.text === 'set') found.push(next.arguments[0]!);
    node = next;
  }
  return found.length > 0 ? found : null;
}

const RAW_UPDATE = /\bupdate\s+users\s+set\b([\s\S]*?)(\bwhere\b|$)/i;
const RAW_INSERT = /\binsert\s+into\s+users\b/i;

export function findUserWrites(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const add = (kind: Finding['kind'], node: ts.Node) => findings.push({ kind, at: `${file} ${functionName(node)}` });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
      if (ts.isIdentifier(callee) && callee.text === 'writeUserAddress') add('throughTheOne', node);
      if (method === 'updateTable' || method === 'insertInto') {
        const table = node.arguments[0];
        if (!table || !ts.isStringLiteralLike(table)) add('otherTable', node);
        else if (table.text.split(/\s/)[0] === 'users') {
          if (method === 'insertInto') add('insert', node);
          else if ((setArguments(node) ?? [ts.factory.createIdentifier('unknown')]).some(mayWriteAddress)) {
            add('address', node);
          }
        }
      }
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const sqlText = node.getText();
      const update = RAW_UPDATE.exec(sqlText);
      if (update && /\bemail(_verified_at)?\s*=/i.test(update[1]!)) add('address', node);
      if (RAW_INSERT.test(sqlText)) add('insert', node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const findings = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
  findUserWrites(file, readFileSync(join(ROOT, file), 'utf8')),
);
const byText = (a: string, b: string) => a.localeCompare(b, 'en');
const where = (kind: Finding['kind']) =>
  [...new Set(findings.filter((f) => f.kind === kind).map((f) => f.at))].sort(byText);
const sorted = (record: Record<string, string>) => Object.keys(record).sort(byText);

describe('every write of an account’s address goes through writeUserAddress, which tells CTFd', () => {
  it('is the only code that writes users.email or users.email_verified_at', () => {
    expect(where('address').filter((at) => !at.startsWith(`${THE_ONE_WRITE} `))).toEqual([]);
    expect(where('address').length).toBeGreaterThan(0);
  });

  it('is called from exactly the listed paths', () => {
    expect(where('throughTheOne')).toEqual(sorted(ADDRESS_CHANGES));
  });

  it('leaves only new accounts to insert into users', () => {
    expect(where('insert')).toEqual(sorted(ACCOUNT_CREATIONS));
  });

  it('knows every write to a table it cannot name', () => {
    expect(where('otherTable')).toEqual(sorted(OTHER_TABLES));
  });

  it('is described path by path in docs/ctfd.md', () => {
    const docs = readFileSync(join(ROOT, 'docs/ctfd.md'), 'utf8');
    const functions = Object.keys(ADDRESS_CHANGES).map((at) => at.slice(at.indexOf(' ') + 1));
    const named = functions.map((name) => (name === '(top level)' ? 'create-admin' : name));
    expect(named.filter((name) => !docs.includes(name))).toEqual([]);
  });

  it('finds a write that bypasses it, however the columns are written', () => {
    const bypasses = [
      "async function a(db) { await db.updateTable('users').set({ email: 'x' }).where('id', '=', 1).execute(); }",
      "async function b(db) { await db.updateTable('users as u').set({ ...(c ? { email_verified_at: null } : {}) }).execute(); }",
      "async function c(db, values) { await db.updateTable('users').where('id', '=', 1).set(values).execute(); }",
      "async function d(db) { await db.updateTable('users').set((eb) => ({ email: eb.ref('x') })).execute(); }",
      'async function e(db) { await sql`UPDATE users SET email_verified_at = now() WHERE id = ${1}`.execute(db); }',
    ];
    for (const text of bypasses) {
      expect(findUserWrites('x.ts', text).map((f) => f.kind)).toEqual(['address']);
    }
    const harmless = "async function f(db) { await db.updateTable('users').set({ roles: [] }).execute(); }";
    expect(findUserWrites('x.ts', harmless)).toEqual([]);
  });
});
