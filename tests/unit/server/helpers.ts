/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/**
 * Test harness for the reference backend: every test gets a FRESH in-memory database (a copy of a
 * database seeded once per file, so tests stay independent and fast), the app via app.request(),
 * and a clock it controls.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { archiveDocuments } from '../../../server/documents';
import { offeredDates, parseDateRules, streetOf } from '../../../server/dump/schedule';
import { wireDay } from '../../../server/time';
import { createApp, loadReferenceMetadata, openDatabase, prepareDatabase, testConfig, type AppDeps, type ServerConfig } from '../../../server/index';

const { xml, model } = loadReferenceMetadata();
export { model };

const seedDay = Date.now();

/**
 * Seeded once per file. The documents are not archived here (~0.3 s of PDFs per file): a download
 * archives its document on the way; tests of the listed sizes use `archivedHarness`.
 */
const seeded: Buffer = (() => {
  const db = openDatabase(':memory:');
  prepareDatabase(db, model, { now: seedDay });
  const image = db.serialize();
  db.close();
  return image;
})();

let archived: Promise<Buffer> | undefined;

/** The seeded database with every document archived, as `npm start` has it before it answers. */
function archivedImage(): Promise<Buffer> {
  archived ??= (async () => {
    const db = new Database(seeded);
    await archiveDocuments(db);
    const image = db.serialize();
    db.close();
    return image;
  })();
  return archived;
}

export interface Harness {
  db: Database.Database;
  clock: { now: number };
  config: ServerConfig;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  json: (path: string, init?: RequestInit) => Promise<{ status: number; body: any }>;
  /** `json` from a given client address (the node server's socket, as rate limits see it). */
  jsonFrom: (address: string, path: string, init?: RequestInit) => Promise<{ status: number; body: any }>;
  /** The app itself, e.g. to serve it on a real socket. */
  app: ReturnType<typeof createApp>;
}

export function harness(overrides: Partial<ServerConfig> = {}, image: Buffer = seeded, deps: Pick<AppDeps, 'publicCache'> = {}): Harness {
  const db = new Database(image);
  const clock = { now: seedDay };
  const config = testConfig({ maintenanceFile: join(tmpdir(), `portal-test-maintenance-${process.pid}-${Math.random()}`), ...overrides });
  const app = createApp({ db, model, metadataXml: xml, config, clock: () => clock.now, ...deps });
  return harnessOf(app, db, clock, config);
}

/** A harness whose documents are archived (their `Groesse` is the size a download delivers). */
export async function archivedHarness(overrides: Partial<ServerConfig> = {}): Promise<Harness> {
  return harness(overrides, await archivedImage());
}

/** The request helpers around an app (also for apps on another metadata document). */
export function harnessOf(app: ReturnType<typeof createApp>, db: Database.Database, clock: { now: number }, config: ServerConfig): Harness {
  const request = (path: string, init?: RequestInit): Promise<Response> => Promise.resolve(app.request(`http://localhost${path}`, init));
  const read = async (res: Response): Promise<{ status: number; body: any }> => {
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  const json = async (path: string, init?: RequestInit): Promise<{ status: number; body: any }> => read(await request(path, init));
  const jsonFrom = async (address: string, path: string, init?: RequestInit): Promise<{ status: number; body: any }> =>
    read(await app.request(`http://localhost${path}`, init, { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } }));
  return { db, clock, config, request, json, jsonFrom, app };
}

export const PASSWORD = 'Demo2026!';
export const sha = (s: string): string => createHash('sha256').update(s.trim(), 'utf8').digest('hex');

/** OData string literal: quoted, inner quotes doubled, URL-encoded. */
export const lit = (s: string): string => encodeURIComponent(`'${s.replace(/'/g, "''")}'`);

export async function login(h: Harness, user: string, password = PASSWORD): Promise<{ token: string; result: any }> {
  const id = (await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit(user)}`)).body.d.IdZumMasterLogin;
  const res = await h.json(`/api/PruefePasswort?id=${id}&hash=${lit(sha(password))}&benutzerkennung=${lit(user)}`);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.d.PruefePasswort.EncryptedData, result: res.body.d.PruefePasswort };
}

export const auth = (token: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'X-Auth-Hash': token } });

export const post = (token: string | null, body?: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...(token ? { 'X-Auth-Hash': token } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
  ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
});

/** A POST whose function parameters travel as OData string literals in the JSON body (`portal:ParametersInBody`), never in the URL. */
export const inBody = (parameters: Record<string, string>, token: string | null = null): RequestInit =>
  post(token, { parameters: Object.fromEntries(Object.entries(parameters).map(([k, v]) => [k, `'${v.replace(/'/g, "''")}'`])) });

/** The rows of a collection answer: `{d: [...]}` (V1) or `{d: {results}}` (V2, with __count/__next). */
export function results(body: any): any[] {
  return Array.isArray(body.d) ? body.d : body.d.results;
}

/** The first pick-up day (yyyy-mm-dd) the backend offers an object for a bulky-waste type. */
export function offeredDumpDay(h: Harness, typeId = 2, objectId = 2): string {
  const rules = (h.db.prepare(`SELECT "Terminvorgaben" AS t FROM "StueckgutAuftragsarten" WHERE "StueckgutAuftragsartenId" = ?`).get(typeId) as { t: string | null }).t;
  const [first] = offeredDates(h.db, typeId, parseDateRules(rules), streetOf(h.db, objectId), wireDay(h.clock.now));
  return new Date(first!.day).toISOString().slice(0, 10);
}
