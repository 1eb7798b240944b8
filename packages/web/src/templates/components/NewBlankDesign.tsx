import { Button } from '@chakra-ui/react';
import { usePreferences } from '../../accounts/hooks/usePreferences';
import { useSession } from '../../accounts/session';
import { TEMPLATE_STRINGS as S } from '../templates.strings';
import { loginFirst, newTemplateHref } from '../templates.utils';

/**
 * 新建空白设计 (issue 30 item 7): any user, designers included, starts a design of their own on a
 * blank canvas in the editor's tab, in the size their preference names (900x383 for the id-9 demo
 * user, else 750x1334). It is saved as a design, so it lands in 创作记录. A guest is asked to log in.
 */
export function NewBlankDesign() {
  const { token, userInfo } = useSession();
  const { canvas } = usePreferences();
  return (
    <Button asChild size="sm" colorPalette="brand" variant="outline">
      <a
        href={newTemplateHref(canvas, userInfo, token, 'user')}
        target="_blank"
        rel="noopener noreferrer"
        onClick={loginFirst(token)}
      >
        {S.newBlankDesign}
        {canvas && `（${S.newTemplateSize(canvas.width, canvas.height)}）`}
      </a>
    </Button>
  );
}
