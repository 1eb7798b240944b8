import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useLogout } from '../../accounts/hooks/useLogout';
import { useViewer } from '../../accounts/hooks/useViewer';
import { openLogin } from '../../accounts/loginPrompt';
import { STRINGS } from '../../shared/strings';

interface SessionButtonProps extends Omit<ButtonProps, 'onClick'> {
  // Runs before the login dialog opens (the mobile drawer closes itself first).
  beforeLogin?: () => void;
}

/** 立即登录 for a guest, 退出登录 for a logged-in user. */
export function SessionButton({ beforeLogin, ...props }: SessionButtonProps) {
  const { isLoggedIn } = useViewer();
  const logout = useLogout();
  if (isLoggedIn) {
    return (
      <Button
        variant="outline"
        {...props}
        onClick={() => {
          void logout();
        }}
      >
        {STRINGS.logout}
      </Button>
    );
  }
  return (
    <Button
      colorPalette="brand"
      {...props}
      onClick={() => {
        beforeLogin?.();
        openLogin();
      }}
    >
      {STRINGS.login}
    </Button>
  );
}
