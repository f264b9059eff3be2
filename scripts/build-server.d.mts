import type { Plugin } from 'esbuild';

export function buildServer(outDir?: string): Promise<void>;
export const TEST_BUILD_PARENT: string;
export const FAST_SPREAD_HELPER: string;
export const fastTrpcSpread: Plugin;
