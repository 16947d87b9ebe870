import { useCallback, type ReactNode } from 'react';
import { useGate } from '../api/capabilities';
import { useSession } from '../session/session';
import { ContentLinkContext } from '../ui/content-link-context';
import { deployment } from './config';
import { isContentLinkAvailable } from './content-links';

/** Gives every SafeHtml below the rule which links to this site lead to a page (content-links.ts). */
export function ContentLinkRule({ children }: { children: ReactNode }) {
  const gate = useGate();
  const { authorized } = useSession();
  const keepLink = useCallback((path: string) => isContentLinkAvailable(path, gate, deployment, { authorized }), [gate, authorized]);
  return <ContentLinkContext.Provider value={keepLink}>{children}</ContentLinkContext.Provider>;
}
