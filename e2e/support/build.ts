import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_BUILD_PARENT } from '../../scripts/build-server.mjs';
import { buildInto } from '../../scripts/build-test-bundle.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface TestBuild {
  /** The production build of the client (what `npm run build` writes to client/dist). */
  distDir: string;
  /** The compiled server: `server.js` in this folder, run with plain node. */
  serverDir: string;
  /** Removes what this build made (nothing when it reused a build made elsewhere). */
  cleanup: () => void;
}

/**
 * The client and server a browser test serves:
 * - `E2E_BUILD_DIR` set (npm test builds once for both browser projects): its `client/` and `server/`;
 * - `E2E_SKIP_BUILD=1`: the last `npm run build` (client/dist, server/dist);
 * - otherwise a fresh build in folders of its own, so runs side by side never serve each other's
 *   half-written build.
 */
export async function prepareBuild(): Promise<TestBuild> {
  const shared = process.env.E2E_BUILD_DIR;
  if (shared) {
    return { distDir: path.join(shared, 'client'), serverDir: path.join(shared, 'server'), cleanup: () => {} };
  }
  if (process.env.E2E_SKIP_BUILD === '1') {
    return { distDir: path.join(ROOT, 'client/dist'), serverDir: path.join(ROOT, 'server/dist'), cleanup: () => {} };
  }
  const distDir = mkdtempSync(path.join(tmpdir(), 'ctf-e2e-dist-'));
  // The server's folder is inside the checkout, so the packages it imports resolve from node_modules.
  mkdirSync(TEST_BUILD_PARENT, { recursive: true });
  const serverDir = mkdtempSync(path.join(TEST_BUILD_PARENT, 'ctf-e2e-server-'));
  await buildInto(distDir, serverDir);
  return {
    distDir,
    serverDir,
    cleanup: () => {
      rmSync(distDir, { recursive: true, force: true });
      rmSync(`${distDir}-ssr`, { recursive: true, force: true });
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
