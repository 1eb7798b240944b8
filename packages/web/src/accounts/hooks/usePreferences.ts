import { useQuery } from '@apollo/client/react';
import { CANVAS_SIZES } from '@adstudio/editor/constants';
import { ViewerPreferencesDocument } from '@adstudio/schema/client';
import { DEFAULT_BLANK_SIZE, type CanvasSize } from '../../editor/editor.params';
import { useSession } from '../session';

export interface Preferences {
  /** The size a new blank design opens at: the viewer's, else 750x1334. */
  canvas: CanvasSize;
  /** The alternative layout of the history and template-list pages (wide banner cards). */
  altLayout: boolean;
}

/**
 * The logged-in viewer's preferences, read from `viewer.preferences` (spec platform-core §3: the
 * user with id 9 opened the editor at 900x383 and had another layout; now any user may). A guest,
 * or the moment before the answer, gets the defaults; a size the editor cannot open (not one of
 * its six canvases) falls back to the default too.
 */
export function usePreferences(): Preferences {
  const { token } = useSession();
  const { data } = useQuery(ViewerPreferencesDocument, { skip: token === null });
  const prefs = data?.viewer?.preferences;
  const canvas =
    CANVAS_SIZES.find((c) => c.width === prefs?.canvasWidth && c.height === prefs.canvasHeight) ??
    DEFAULT_BLANK_SIZE;
  return { canvas, altLayout: prefs?.altLayout ?? false };
}
