/**
 * spec platform-core §5: B, KB, MB or GB with two decimals, dropping '.00'; a unit is used from a
 * tenth of it (102.4 B → KB, 102.4 KB → MB, 102.4 MB → GB).
 */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit: (typeof units)[number] = 'B';
  for (const next of units.slice(1)) {
    if (value < 0.1 * 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${value.toFixed(2).replace(/\.00$/, '')}${unit}`;
}

/** YYYY-MM-DD HH:mm in the browser's time zone; the raw string when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
