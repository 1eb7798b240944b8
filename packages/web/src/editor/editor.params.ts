// The editor page's address (spec create-and-write §8): opened in a new tab with userType,
// tempNew, tempId, user_id and token.

import { CANVAS_SIZES, type CanvasSize } from '@adstudio/domain';

export type EditorUserType = 'user' | 'designer';
export type { CanvasSize };
export const DEFAULT_BLANK_SIZE: CanvasSize = { width: 750, height: 1334 };

export interface EditorParams {
  userType: EditorUserType;
  /**
   * A blank canvas, not tempId: a designer's new template, or a user's new design (新建空白设计 in
   * 创作记录 and the template centre, in the user's preferred size).
   */
  tempNew: boolean;
  /** The template or the viewer's design to open. */
  tempId: string | null;
  userId: string | null;
  /**
   * The draft was just written from a smart result (the user's copy and pictures in the template):
   * it is what the user chose, not an earlier session to announce as restored.
   */
  filled: boolean;
  /** The blank canvas's size: one of the six sizes (width, height), else none given. */
  size: CanvasSize | null;
  /** A designer's rejected template opened again from 我的模板 (重新编辑), resubmitted by this id. */
  submissionId: string | null;
}

const ID = /^\d{1,10}$/;

/** The blank canvas's size named by width and height, if it is one of the six. */
function sizeOf(q: URLSearchParams): CanvasSize | null {
  const size = CANVAS_SIZES.find(
    (c) => String(c.width) === q.get('width') && String(c.height) === q.get('height'),
  );
  // Width and height only, as the other sizes in the page are (the category follows from them).
  return size ? ({ width: size.width, height: size.height } as CanvasSize) : null;
}

export function readEditorParams(search: string): EditorParams {
  const q = new URLSearchParams(search);
  const tempId = q.get('tempId')?.trim() ?? '';
  const submissionId = q.get('submissionId')?.trim() ?? '';
  return {
    userType: q.get('userType') === 'designer' ? 'designer' : 'user',
    tempNew: q.get('tempNew') === 'true',
    tempId: ID.test(tempId) ? tempId : null,
    userId: q.get('user_id') || null,
    filled: q.get('filled') === 'true',
    submissionId: ID.test(submissionId) ? submissionId : null,
    size: sizeOf(q),
  };
}

/**
 * The `token` parameter, taken once: it leaves the address bar (and so the history, bookmarks and
 * what a shared link carries) before anything else runs. Null when there is none.
 */
export function takeUrlToken(location: Location, history: History): string | null {
  const url = new URL(location.href);
  if (!url.searchParams.has('token')) return null;
  const token = url.searchParams.get('token') ?? '';
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/** The address with tempId pointing at the design a first save created, so a reload opens it. */
export function withTempId(location: Location, history: History, tempId: string): void {
  const url = new URL(location.href);
  url.searchParams.set('tempId', tempId);
  url.searchParams.set('tempNew', 'false');
  url.searchParams.delete('filled');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
