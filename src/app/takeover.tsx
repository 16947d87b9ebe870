import { useLayoutEffect, type ReactNode } from 'react';

export interface TakeOverProps {
  /** As the portal's tree is committed, before the browser paints it (the focus is carried over). */
  onCommit?: () => void;
  /** A frame after the commit: lazy parts have mounted, a held tap can be repeated. */
  onTakenOver: () => void;
  children: ReactNode;
}

/**
 * Wraps the portal's tree and tells when it has taken the page over: when React has committed this
 * tree, not on any change of #root. A visitor's page still on its way may replace the prerendered
 * one first (src/app/visitor), and a held tap repeated then landed on the visitor's links, which
 * only read.
 */
export function TakeOver({ onCommit, onTakenOver, children }: TakeOverProps) {
  useLayoutEffect(() => {
    onCommit?.();
    const frame = requestAnimationFrame(() => onTakenOver());
    return () => cancelAnimationFrame(frame);
  }, [onCommit, onTakenOver]);
  return children;
}
