import { stripQuery } from '@adstudio/schema/page-data';

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
