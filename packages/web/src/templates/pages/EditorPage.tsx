import { useEffect } from 'react';
import { PageLoader } from '../../shared/components/PageLoader';

/**
 * The address 在线编辑 opens (PATHS.editor): the editor is its own page (editor.html), so the
 * app's JS never carries it; this route hands over with the same parameters, token included
 * (the editor page takes it out of the address bar).
 */
// The third Vite entry (vite.config.ts), served as a file by the bff.
const EDITOR_HTML = '/editor.html';

export function EditorPage() {
  useEffect(() => {
    const { search, hash } = window.location;
    window.location.replace(`${EDITOR_HTML}${search}${hash}`);
  }, []);
  return <PageLoader />;
}
