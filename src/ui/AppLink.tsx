import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import type { NavigateFn } from './types';

export interface AppLinkProps extends AnchorProps {
  to: string;
  onNavigate: NavigateFn;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
  title?: string;
}

/**
 * A real `<a href>` (middle click, copy link, screen readers) that hands plain left clicks to the
 * app's router through `onNavigate`.
 */
export function AppLink({ to, onNavigate, children, ...rest }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <Anchor href={to} onClick={handleClick} {...rest}>
      {children}
    </Anchor>
  );
}
