import { Button, type ButtonProps } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

export interface LoginButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size' | 'w' | 'visibleFrom'> {
  onLogin: () => void;
  children: ReactNode;
}

/**
 * Every "Anmelden" of the portal. It is the submit button of a tiny GET form to `/?login`: a tap on
 * the prerendered start page before the portal's code has run (a slow line) is not lost but loads
 * the start page with the login dialog open. Once the code runs, the submit opens the dialog in
 * place instead.
 */
export function LoginButton({ onLogin, children, ...button }: LoginButtonProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onLogin();
  };
  return (
    <form action="/" method="get" onSubmit={submit} className="portal-login-form">
      {/* The start page's `?login` flag (app/routes/index.tsx StartSearch). */}
      <input type="hidden" name="login" value="" />
      <Button type="submit" leftSection={<IconLogin2 size={18} aria-hidden="true" />} {...button}>
        {children}
      </Button>
    </form>
  );
}
