export function buildInto(distDir: string, serverDir: string): Promise<void>;
