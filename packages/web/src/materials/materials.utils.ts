import { stripQuery } from '@adstudio/schema/page-data';
import { PATHS } from '../shared/paths';

// The search page's address is read the same way by the bff that sends a guest its first screen.
export {
  normaliseKeyword,
  parseThemeArr,
  positiveInt,
  stripQuery,
  thumbUrl,
} from '@adstudio/schema/page-data';

/** The original with a download disposition. */
export function downloadUrl(url: string): string {
  return `${stripQuery(url)}?download=true`;
}

/** Starts a browser download of `href` (same origin, so the server's file name is kept). */
export function startBrowserDownload(href: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

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

/** The /listDetail link of a material. */
export function detailHref(id: string): string {
  return `${PATHS.listDetail}?id=${encodeURIComponent(id)}`;
}

/** The theme detail list of a theme (the /themeIntro page with theme_arr set). */
export function themeListHref(themeId: string): string {
  return `${PATHS.themeIntro}?theme_arr=${encodeURIComponent(themeId)}`;
}
