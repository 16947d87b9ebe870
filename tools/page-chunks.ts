/**
 * One chunk per page load instead of dozens. Rolldown gives every set of modules that a different
 * set of dynamic imports shares a chunk of its own: the start page fetched 30 files and the object
 * page 63, most under 1 KB. Gzip compresses each file on its own, so the same identifiers and
 * Mantine patterns are paid for again in every file, and each file is a request. With the groups
 * the start page fetches 13 files (148.0 KB gzip before, 139.7 KB after) and the object page 19
 * instead of 59 (227.8 KB before, 213.6 KB after).
 *
 * Three groups, taken from the chunks a first, unwritten pass of the same build produces (only the
 * bundler knows which of a library's modules an import really uses, after tree-shaking):
 *  - `start`: what the visitor's start page (src/app/visitor/start.tsx) loads, apart from the
 *    entry's own chunks and the steps app/visitor/load.ts loads one after the other (each runs in a
 *    task of its own). The portal's pages load all of it as well (the shell).
 *  - `main`: what the portal (src/main.tsx) and the lazy parts every object page draws load beyond
 *    that, unless the visitor's page loads it too. Nothing more: main is what a tap on "Anmelden"
 *    waits for (with the dashboard's parts in it, the login dialog opened 30 ms later after a tap).
 *  - the page an object opens with (portal.json's `defaultModule`; `DashboardPage` for the reference
 *    authority), named after it, with the small parts it shares with other pages (for the dashboard:
 *    badges, the load error, the collection dates' query, icons; a dozen files of 0.1 to 0.7 KB
 *    before). In main the page itself saved 3 KB more, but Lighthouse's simulated phone drew its
 *    content 1.5 s later (largest contentful paint 2.6 s, 4.1 s with it; performance 93, 80).
 * Each group is named after the chunk it replaces, so the file names the start page's preload rule
 * and the benchmarks look for stay the same. Lazily imported parts (dialogs, other pages, forms) keep
 * their own chunks: a group holds only what the start page or an object's first page loads anyway.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;
/** `start`, `main`, or the name of the page an object opens with. */
type PageGroup = string;

/** Set while the first pass runs: vite.config.ts leaves out what only a written build needs. */
const PLANNING = 'PORTAL_PAGE_CHUNKS_PLANNING';
export const isPlanningPass = (): boolean => process.env[PLANNING] === '1';

const path = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const VISITOR_LOADER = path('src/app/visitor/load.ts');
const VISITOR_START = path('src/app/visitor/start.tsx');
const PORTAL = path('src/main.tsx');
/**
 * Parts the portal imports lazily, so that the shell it shares with the visitor's page does not
 * carry them, but draws on every page of an object: the object selector and the event history's actor.
 */
const PORTAL_LAZY_PARTS = [path('src/ui/shell/ObjectSelectorView.tsx'), path('src/app/events-actor.ts')];
/** Whether `id` is the module of the page named `page` (a module folder's `*Page.tsx`, as src/app/module-pages.ts finds it). */
const isModulePage = (id: string, page: string) => /[\\/]src[\\/]modules[\\/][^\\/]+[\\/]([^\\/]+)\.tsx$/.exec(id)?.[1] === page;
/**
 * What the visitor's page draws lazily before the portal has loaded, with what those parts load in
 * turn. Other lazy parts of the shared shell (the object selector, the event history, forms) are
 * drawn in the portal only. A part missing here would pull the portal's chunk into the start page:
 * tests/e2e/visitor-start.spec.ts fails then ("the portal is not loaded before the page is used").
 */
const VISITOR_LAZY_VIEWS = [path('src/ui/shell/BannerCarouselView.tsx')];

/**
 * The chunks `roots` load: themselves and every chunk they import statically (and dynamically, with
 * `dynamic`), not going past the chunks in `except`.
 */
export function loaded(chunks: ReadonlyMap<string, Chunk>, roots: readonly (Chunk | undefined)[], { dynamic = false, except = new Set<Chunk>() }: { dynamic?: boolean; except?: ReadonlySet<Chunk | undefined> } = {}): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || except.has(chunk) || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    chunk.imports.forEach((name) => visit(chunks.get(name)));
    if (dynamic) chunk.dynamicImports.forEach((name) => visit(chunks.get(name)));
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/**
 * Which modules go into which page group, read from the chunks of a build without groups;
 * `visitorSteps` are the modules app/visitor/load.ts imports dynamically, `firstPage` the name of
 * the page an object opens with.
 */
export function planPageGroups(output: readonly Chunk[], visitorSteps: readonly string[], firstPage: string): Map<string, PageGroup> {
  const groups = new Map<string, PageGroup>();
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => output.find((chunk) => chunk.moduleIds.includes(id));
  const start = holding(VISITOR_START);
  const portal = holding(PORTAL);
  if (!start || !portal) return groups;
  const entries = output.filter((chunk) => chunk.isEntry);
  // The entry's chunks, and each step the visitor's loader imports before the start page itself.
  const steps = visitorSteps.filter((id) => id !== VISITOR_START).map(holding);
  const apart = new Set(loaded(chunks, [...entries, ...steps]).flatMap((chunk) => chunk.moduleIds));
  const assign = (group: PageGroup, members: readonly Chunk[]) => {
    for (const chunk of members) for (const id of chunk.moduleIds) if (!apart.has(id) && !groups.has(id)) groups.set(id, group);
  };
  assign('start', loaded(chunks, [start]));
  // Only what the visitor's page does not load: a part it draws lazily as well (the banner's view)
  // must not pull the portal in with it. The lazy parts of the shell it loads statically are drawn
  // by the portal only (they are not followed).
  const visitorPage = loaded(chunks, [...entries, start]);
  const visitorLoads = new Set([...visitorPage, ...loaded(chunks, VISITOR_LAZY_VIEWS.map(holding), { dynamic: true, except: new Set([...visitorPage, portal]) })]);
  assign('main', loaded(chunks, [portal, ...PORTAL_LAZY_PARTS.map(holding)]).filter((chunk) => !visitorLoads.has(chunk)));
  // An object's first page with the small parts it shares with other pages (not in main, see above).
  const firstPageChunk = output.find((chunk) => chunk.moduleIds.some((id) => isModulePage(id, firstPage)));
  assign(firstPage, loaded(chunks, [firstPageChunk]).filter((chunk) => !visitorLoads.has(chunk)));
  return groups;
}

/** Runs the first pass (the same config, nothing written) and groups the real build's modules by it. */
export function pageChunks(configFile: string, firstPage: string): Plugin {
  return {
    name: 'portal-page-chunks',
    apply: (_config, env) => env.command === 'build' && !isPlanningPass(),
    async config(config) {
      process.env[PLANNING] = '1';
      let result: Awaited<ReturnType<typeof build>>;
      let visitorSteps: readonly string[] = [];
      const readSteps: Plugin = {
        name: 'portal-page-chunks-steps',
        generateBundle() {
          visitorSteps = this.getModuleInfo(VISITOR_LOADER)?.dynamicallyImportedIds ?? [];
        },
      };
      try {
        result = await build({ configFile, root: config.root, mode: config.mode, logLevel: 'silent', plugins: [readSteps], build: { write: false } });
      } finally {
        delete process.env[PLANNING];
      }
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) => ('output' in one ? one.output : []));
      const groups = planPageGroups(outputs.filter((file): file is Chunk => file.type === 'chunk'), visitorSteps, firstPage);
      return {
        build: {
          rolldownOptions: {
            // Exactly the planned modules: with their dependencies a group would take in the entry's
            // modules and the visitor's separately loaded steps as well.
            output: { codeSplitting: { groups: [{ name: (id: string) => groups.get(id) ?? null, debugName: 'page groups', priority: 1, includeDependenciesRecursively: false }] } },
          },
        },
      };
    },
  };
}
