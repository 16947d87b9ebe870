/**
 * Which links to this site a text from the backend may keep (SafeHtml): the app provides the rule
 * for its modules, profile and login state. Outside that provider every link is kept, as before.
 */
import { createContext } from 'react';

export type KeepLink = (path: string) => boolean;

export const ContentLinkContext = createContext<KeepLink>(() => true);
