export function buildServer(outDir?: string): Promise<void>;
export const TEST_BUILD_PARENT: string;
