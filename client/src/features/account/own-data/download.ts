import { saveFile } from '@/lib/save-file';

/** Saves a JSON document as a file the browser downloads. */
export function saveJson(fileName: string, data: unknown): void {
  saveFile(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}

/** ctf-srbija-<username>-<yyyy-mm-dd>.json, with only safe characters. */
export function ownDataFileName(username: string, now = new Date()): string {
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `ctf-srbija-${safe}-${now.toISOString().slice(0, 10)}.json`;
}
