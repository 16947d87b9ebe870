/**
 * The one React root of the page (#root). A visitor's start page is drawn into it first
 * (src/app/visitor); the portal then renders into the same root, so React swaps the two trees in one
 * commit (the visitor's page stays until the portal's is ready: no blank moment, nothing moves).
 */
import { createRoot, type Root } from 'react-dom/client';

let root: Root | null = null;
let portalClaimed = false;

export function reactRoot(container: HTMLElement): Root {
  root ??= createRoot(container);
  return root;
}

/** The portal takes the root over: a visitor's page still on its way must not draw over it. */
export function claimForPortal(): void {
  portalClaimed = true;
}

export const portalHasRoot = (): boolean => portalClaimed;
