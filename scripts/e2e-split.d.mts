export function browserRunName(index: number): string;
export const BROWSER_RUN_REPORT: RegExp;
export const UNKNOWN_FILE_SECONDS: number;
export function browserTestFiles(root: string): string[];
export function recordedDurations(root: string): Record<string, number>;
export function splitFiles(
  files: string[],
  durations: Record<string, number>,
  runs: number,
): { files: string[]; seconds: number }[];
