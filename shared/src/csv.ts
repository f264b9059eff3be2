/**
 * The separator of a delimited file, from its first line outside quotes: `,`, `;` (what Excel saves
 * in a Serbian locale) or a tab, whichever occurs most; a comma when none does.
 */
export function detectSeparator(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : ',';
}

/** RFC 4180: fields separated by commas (or `separator`), optionally quoted, quotes doubled inside quotes. */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

// OWASP CSV injection: spreadsheet programs run cells that start with these as formulas.
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/** One CSV field: always quoted, quotes doubled, and a leading formula character neutralised with '. */
export function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A cell's own text again: the ' that csvField put before a formula character goes (an export read back). */
export function unguardedCsvText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * A CSV document with a byte-order mark (so Excel reads UTF-8) and CRLF line ends; the separator is
 * a comma (RFC 4180) unless `;` is asked for (what Serbian-locale Excel opens in columns).
 */
export function toCsv(
  header: string[],
  rows: (string | number | boolean | null)[][],
  separator: ',' | ';' = ',',
): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(separator)).join('\r\n')}\r\n`;
}
