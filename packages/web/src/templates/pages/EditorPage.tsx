import { useEffect } from 'react';
import { PageLoader } from '../../shared/components/PageLoader';
import { PATHS } from '../../shared/paths';

/**
 * An older 在线编辑 address (PATHS.editor): the editor is its own page (editor.html), so the
 * app's JS never carries it; this route hands over with the same parameters, token included
 * (the editor page takes it out of the address bar and asks for a login itself).
 */

export function EditorPage() {
  useEffect(() => {
    const { search, hash } = window.location;
    window.location.replace(`${PATHS.editorPage}${search}${hash}`);
  }, []);
  return <PageLoader />;
}
