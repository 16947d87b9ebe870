/**
 * The modules' pages, found by the names their definitions give (`page`), each loaded on its first
 * visit. Only the portal's module route reaches this file: the definitions themselves import no
 * page, so the menu and a visitor's start page stay free of the pages' code.
 * A module folder's `*Page.tsx` files are exactly its pages (parts of a page are named otherwise,
 * e.g. `ObjectDumpView`): each one found here is a chunk of its own.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleDefinition, ModulePageProps } from '../modules/types';

type PageModule = { default: ComponentType<ModulePageProps> };
export type ModulePageComponent = LazyExoticComponent<ComponentType<ModulePageProps>>;

const files = import.meta.glob<PageModule>('../modules/*/*Page.tsx');
const loaded = new Map<string, ModulePageComponent>();

/** The files a page name can mean (exactly one for a valid definition; tests check every module). */
export const pageFiles = (page: string): string[] => Object.keys(files).filter((file) => file.endsWith(`/${page}.tsx`));

/** The module's page component; null when its definition names no page file. */
export function modulePage(definition: Pick<ModuleDefinition, 'page'>): ModulePageComponent | null {
  const found = loaded.get(definition.page);
  if (found) return found;
  const [file] = pageFiles(definition.page);
  const load = file ? files[file] : undefined;
  if (!load) return null;
  const component = lazy(load);
  loaded.set(definition.page, component);
  return component;
}
