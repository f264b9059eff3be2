export interface RunReport {
  projects: string[];
  exitCode: number | null;
  report: {
    testResults?: { name: string; status: string; message?: string; assertionResults?: { status: string }[] }[];
  } | null;
}
export function relativeTestPath(file: string, root: string): string;
export function projectOf(file: string, root: string): 'unit' | 'integration' | 'e2e';
export function summarize(
  reports: RunReport[],
  root: string,
): { lines: string[]; totals: { passed: number; failed: number; skipped: number }; ok: boolean };
