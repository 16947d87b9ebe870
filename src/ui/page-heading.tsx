/**
 * A page's own heading. The shell titles a page from its path (PageTitle), which cannot know what a
 * sub-page or a view of a module is about (a wiki article, "Passwort vergessen?"); such a page
 * names itself with `usePageHeading`, and the shell's one h1 shows that name instead.
 */
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

interface PageHeadingSlot {
  heading: string | null;
  setHeading(heading: string | null): void;
}

const PageHeadingContext = createContext<PageHeadingSlot | null>(null);

/** Holds the heading a page below sets; the layout wraps the title and the page in it. */
export function PageHeadingProvider({ children }: { children: ReactNode }) {
  const [heading, setHeading] = useState<string | null>(null);
  return <PageHeadingContext value={{ heading, setHeading }}>{children}</PageHeadingContext>;
}

/** The heading the current page set, or null (then the path decides). */
export const usePageHeadingOverride = (): string | null => useContext(PageHeadingContext)?.heading ?? null;

/**
 * Names the current page in the shell's h1 while it is shown; null or empty keeps the path's
 * subtitle (still loading, nothing found). A layout effect, so the path's subtitle never flashes.
 */
export function usePageHeading(heading: string | null | undefined): void {
  const setHeading = useContext(PageHeadingContext)?.setHeading;
  const value = heading?.trim() || null;
  useLayoutEffect(() => {
    if (!setHeading) return;
    setHeading(value);
    return () => setHeading(null);
  }, [setHeading, value]);
}
