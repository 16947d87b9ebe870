import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoginButton } from '../LoginButton';
import type { AuthAction } from '../types';

export interface AuthButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size'> {
  action: AuthAction;
  onLogin: () => void;
  onLogout: () => void;
  onNoPassLogout: () => void;
}

/** Login, logout or the no-password logout, as the app decided from session and profile. */
export function AuthButton({ action, onLogin, onLogout, onNoPassLogout, fullWidth = true, size }: AuthButtonProps) {
  const { t } = useTranslation();
  if (action === null) return null;
  if (action === 'login') {
    return (
      <LoginButton fullWidth={fullWidth} size={size} onLogin={onLogin}>
        {t('drawer.login')}
      </LoginButton>
    );
  }
  return (
    <Button
      variant="default"
      fullWidth={fullWidth}
      size={size}
      leftSection={<IconLogout2 size={18} aria-hidden="true" />}
      onClick={action === 'logout' ? onLogout : onNoPassLogout}
    >
      {t(action === 'logout' ? 'drawer.logout' : 'drawer.noPassLogout')}
    </Button>
  );
}
