import { useQuery } from '@apollo/client/react';
import { ViewerPreferencesDocument } from '@adstudio/schema/client';
import { useSession } from '../session';

export interface Preferences {
  /**
   * The size a new blank design opens at, as the viewer's preference says; null for a guest and
   * until the answer (the editor then opens its default 750x1334, as it does for a size that is
   * not one of its six canvases).
   */
  canvas: { width: number; height: number } | null;
  /** The alternative layout of the history and template-list pages (wide banner cards). */
  altLayout: boolean;
  /** The same as the pages' layout flag (their data-layout attribute). */
  layout: 'alt' | 'default';
}

/**
 * The logged-in viewer's preferences, read from `viewer.preferences` (spec platform-core §3: the
 * user with id 9 opened the editor at 900x383 and had another layout; now any user may). Kept free
 * of the editor and render packages, so the list pages do not load them.
 */
export function usePreferences(): Preferences {
  const { token } = useSession();
  const { data } = useQuery(ViewerPreferencesDocument, { skip: token === null });
  const prefs = data?.viewer?.preferences;
  const altLayout = prefs?.altLayout ?? false;
  return {
    canvas: prefs ? { width: prefs.canvasWidth, height: prefs.canvasHeight } : null,
    altLayout,
    layout: altLayout ? 'alt' : 'default',
  };
}
