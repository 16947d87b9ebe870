/**
 * What the portal's production build puts where: the code every page of the portal loads (the
 * static imports of src/main.tsx) holds none of the form libraries, which only a page that draws a
 * generated form fetches; and the form chunk holds no part of rjsf's Mantine theme that a generated
 * form cannot draw. One real build (the way `vite build` splits is what matters, not the sources).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaded } from '../../../tools/page-chunks';

/** Every module id in the build (before tree-shaking). */
let moduleIds: string[] = [];
/** The build's chunks by file name. */
let chunks = new Map<string, Rolldown.OutputChunk>();
/** The chunk file that holds each module. */
const chunkOf = new Map<string, string>();
const outDir = mkdtempSync(join(tmpdir(), 'portal-chunks-'));

const collect: Plugin = {
  name: 'collect-chunks',
  generateBundle(_options, bundle) {
    moduleIds = [...this.getModuleIds()];
    chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
    for (const chunk of chunks.values()) for (const id of Object.keys(chunk.modules)) chunkOf.set(id, chunk.fileName);
  },
};

/** The chunk holding the module `pattern` finds, and every chunk it imports statically. */
const loadedBy = (pattern: RegExp): Rolldown.OutputChunk[] => loaded(chunks, [chunks.get([...chunkOf].find(([id]) => pattern.test(id))?.[1] ?? '')]);

/** The modules with code in the chunks that src/main.tsx's chunk imports statically (itself included). */
const mainModules = (): string[] =>
  loadedBy(/src[\\/]main\.tsx$/).flatMap((chunk) => Object.entries(chunk.modules).filter(([, info]) => info.renderedLength > 0).map(([id]) => id));

describe('portal chunks', () => {
  beforeAll(async () => {
    await build({ logLevel: 'silent', plugins: [collect], build: { outDir, emptyOutDir: true } });
  }, 240_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('keeps rjsf, ajv and the form widgets out of what every portal page loads', () => {
    expect(mainModules().length).toBeGreaterThan(0);
    // A route that imports a form page statically (the barrier report did) pulls them into main's chunks.
    const forms = /node_modules[\\/](@rjsf|ajv|ajv-formats|react-number-format|libphonenumber-js|ibantools)[\\/]|src[\\/]forms[\\/](GeneratedFormView\.tsx|validation\.ts)$/;
    expect(mainModules().filter((id) => forms.test(id)).map((id) => id.replace(process.cwd(), ''))).toEqual([]);
  });

  it('keeps portal.json in the chunk of the config that reads it, not in a request of its own', () => {
    const chunk = (pattern: RegExp) => [...chunkOf].find(([id]) => pattern.test(id))?.[1];
    // A lazy page that imported the file itself (the barrier report did) split it off.
    expect(chunk(/portal\.json$/)).toBeDefined();
    expect(chunk(/portal\.json$/)).toBe(chunk(/src[\\/]app[\\/]config\.ts$/));
  });

  it("announces the portal's chunks to every page but the start page, and leaves them out of the login's list", () => {
    // Found by the module's own chunk, the portal (in a page group, sharing its chunk) had no
    // preload hints: the browser found its chunks one round trip after the entry.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    const portal = loadedBy(/src[\\/]main\.tsx$/).map((chunk) => `/${chunk.fileName}`);
    expect(portal.length).toBeGreaterThan(1);
    expect(preloaded).toEqual(expect.arrayContaining(portal));
    const meta = /<meta name="portal-login-chunks" content="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(meta.filter((file) => portal.includes(file))).toEqual([]);
  });

  it('names the login dialog and its modal view among the files a tap held during loading fetches', () => {
    // The start page preloads these on a held tap on "Anmelden"; a pattern that no longer finds the
    // view (after a move) leaves the dialog one round trip late.
    const meta = /<meta name="portal-login-chunks" content="([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))?.[1]?.split(' ') ?? [];
    const chunk = (pattern: RegExp) => `/${[...chunkOf].find(([id]) => pattern.test(id))?.[1]}`;
    expect(meta).toContain(chunk(/[\\/]LoginDialog\.tsx$/));
    expect(meta).toContain(chunk(/[\\/]LoginModalView\.tsx$/));
  });

  /** What `loadedBy` gives, as chunk names (without hash). */
  const loadedWith = (pattern: RegExp): string[] => loadedBy(pattern).map((chunk) => chunk.fileName.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')).sort();

  it("loads the visitor's start page in one chunk beside the entry and the steps loaded one by one", () => {
    // Without the page groups (tools/page-chunks.ts) these were some 25 files, most under 1 KB.
    expect(loadedWith(/src[\\/]app[\\/]visitor[\\/]start\.tsx$/)).toEqual(['dates', 'i18next', 'index', 'react-vendor', 'rolldown-runtime', 'start']);
  });

  it('loads the portal in one chunk of its own beside the start page', () => {
    // Beside them only the few small files the start page's live banner loads as well.
    const start = loadedWith(/src[\\/]app[\\/]visitor[\\/]start\.tsx$/);
    const banner = loadedWith(/BannerCarouselView\.tsx$/);
    expect(loadedWith(/src[\\/]main\.tsx$/).filter((name) => !start.includes(name) && !banner.includes(name))).toEqual(['main']);
    // Lazy in the shell the visitor's page shares, but drawn on every object page.
    expect(loadedWith(/ObjectSelectorView\.tsx$/)).toContain('main');
    expect(loadedWith(/src[\\/]app[\\/]events-actor\.ts$/)).toContain('main');
  });

  it("keeps the portal out of what the visitor's page draws lazily", () => {
    // The live banner shares modules with the portal; grouped with main, it would fetch the portal.
    expect(loadedWith(/BannerCarouselView\.tsx$/)).not.toContain('main');
  });

  it("loads the dashboard in one chunk with the small parts it shares with other pages, and leaves the portal's chunk as it is", () => {
    // An object's first page: its shared parts (badges, the load error, the collection dates' query,
    // icons) were a dozen files of 0.1 to 0.7 KB each. Not in main: a tap on "Anmelden" waits for main.
    const start = loadedWith(/src[\\/]app[\\/]visitor[\\/]start\.tsx$/);
    const main = loadedWith(/src[\\/]main\.tsx$/);
    const banner = loadedWith(/BannerCarouselView\.tsx$/);
    const dashboard = /src[\\/]modules[\\/]dashboard[\\/]DashboardPage\.tsx$/;
    expect(loadedWith(dashboard).filter((name) => !start.includes(name) && !main.includes(name) && !banner.includes(name))).toEqual(['DashboardPage']);
    expect(main).not.toContain('DashboardPage');
  });

  it('builds generated forms without the array templates and icons of the Mantine theme', () => {
    const modules = moduleIds;
    expect(modules.some((id) => /src[\\/]forms[\\/]theme\.ts$/.test(id))).toBe(true);
    expect(modules.filter((id) => /@rjsf[\\/]mantine[\\/]lib[\\/]templates[\\/](icons|ArrayField\w*|ButtonTemplates[\\/](IconButton|AddButton))\.js$/.test(id))).toEqual([]);
  });
});
