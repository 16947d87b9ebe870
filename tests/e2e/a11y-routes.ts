/**
 * Every page of the reference authority, for the checks that must hold on all of them (titles and
 * focus, reflow, axe): the public pages a visitor reaches, and an object's pages once logged in.
 * Each entry names the h1 the page must show.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { workerDataDir } from './worker-server';

export interface RouteCase {
  path: string;
  heading: string;
}

export const PUBLIC_ROUTES: readonly RouteCase[] = [
  { path: '/', heading: 'Startseite' },
  { path: '/calendar', heading: 'Abfuhrkalender' },
  { path: '/dump', heading: 'Sperrmüll' },
  { path: '/documents', heading: 'Dokumente' },
  { path: '/claims', heading: 'Reklamationen' },
  { path: '/requests', heading: 'Anfragen' },
  { path: '/container', heading: 'Behälter' },
  { path: '/wiki', heading: 'Wissenswertes' },
  { path: '/register', heading: 'Registrierung' },
  { path: '/gibt-es-nicht', heading: 'Seite nicht gefunden' },
];

const OBJECT_MODULES: readonly [string, string][] = [
  ['dashboard', 'Übersicht'],
  ['calendar', 'Abfuhrkalender'],
  ['dump', 'Sperrmüll'],
  ['documents', 'Dokumente'],
  ['claims', 'Reklamationen'],
  ['requests', 'Anfragen'],
  ['finances', 'Finanzen'],
  ['demands', 'Forderungen'],
  ['history', 'Verlauf'],
];

/** A logged-in resident's pages of object `id`, and the public information still reachable then. */
export const objectRoutes = (id: string): RouteCase[] => [
  ...OBJECT_MODULES.map(([module, heading]) => ({ path: `/objects/${id}/${module}`, heading })),
  { path: '/container', heading: 'Behälter' },
  { path: '/wiki', heading: 'Wissenswertes' },
];

const MAINTENANCE_FILE = process.env.E2E_MAINTENANCE_FILE ?? `${workerDataDir}/maintenance`;

/** Runs `body` while the portal is in maintenance (the server reads the flag file per request). */
export async function duringMaintenance(body: () => Promise<void>): Promise<void> {
  mkdirSync(dirname(MAINTENANCE_FILE), { recursive: true });
  writeFileSync(MAINTENANCE_FILE, 'on');
  try {
    await body();
  } finally {
    rmSync(MAINTENANCE_FILE, { force: true });
  }
}
