/** Saves a JSON document as a file the browser downloads (no page change, no server round trip). */
export function saveJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** ctf-srbija-<username>-<yyyy-mm-dd>.json, with only safe characters. */
export function ownDataFileName(username: string, now = new Date()): string {
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `ctf-srbija-${safe}-${now.toISOString().slice(0, 10)}.json`;
}
