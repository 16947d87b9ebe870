// Lint rules that keep the architecture of docs/architecture.md honest: dependencies point one way, modules
// never import each other, isomorphic code never touches Node APIs, and there are no cycles.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const modulesDir = './src/modules';
const moduleNames = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

/** Every entry of a folder but the named ones, as zone targets (so each new folder is covered). */
const entriesExcept = (dir, ...names) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !names.includes(entry.name) && (entry.isDirectory() || /\.tsx?$/.test(entry.name)))
    .map((entry) => `${dir}/${entry.name}`);
const srcExcept = (...names) => entriesExcept('./src', ...names);
const serverExcept = (...names) => entriesExcept('./server', ...names);

const zones = [
  // The portal and the reference server never share code paths.
  { target: './src', from: './server', message: 'src/ must not import server/.' },
  // One exception: the server's page table (server/http/static.ts) reads the module registry, plain
  // data, so a page path answers 404 exactly where the portal has no route.
  { target: './server', from: './src', except: ['./modules/registry.ts'], message: 'server/ must not import src/.' },
  // The generator and generated code sit below the app.
  { target: './codegen', from: ['./server', './generated'], message: 'codegen/ is the bottom layer.' },
  // One exception: the CLI's report (codegen/portal-report.ts, imported by nothing but the CLI) runs
  // the portal's own module definitions through the portal's capability gate, so it cannot drift from
  // them. Both are plain data and functions without React or the browser.
  { target: './codegen', from: './src', except: ['./modules/registry.ts', './api/capability-gate.ts'], message: 'codegen/ is the bottom layer.' },
  { target: ['./codegen/edmx', './codegen/emit', './codegen/runtime', './codegen/pipeline.ts'], from: './src', message: 'codegen/ is the bottom layer.' },
  { target: './generated', from: ['./src', './server'], message: 'generated/ depends on codegen/ only.' },
  // Inside src, every folder has its place; dependencies point down only (docs/architecture.md,
  // "Rules the lint enforces"):
  //   entry (boot.ts, main.tsx) -> app -> modules -> (account, payment) -> (events, flows)
  //   -> (forms, ui) -> (api, theme) -> (session, i18n) -> generated, codegen/runtime
  { target: srcExcept('boot.ts', 'main.tsx'), from: ['./src/boot.ts', './src/main.tsx'], message: 'boot.ts and main.tsx are the entry: nothing imports them.' },
  { target: srcExcept('boot.ts', 'main.tsx', 'app'), from: './src/app', message: 'app/ composes everything below it; only the entry imports app/.' },
  { target: srcExcept('boot.ts', 'main.tsx', 'app', 'modules'), from: './src/modules', message: 'modules/ sit above the shared layers.' },
  // The app meets a module through its definition (registry.ts, types.ts) and the files found by
  // name (pages, start.ts); the claims module's entry for the event history is the one file more.
  { target: ['./src/boot.ts', './src/main.tsx', './src/app'], from: './src/modules', except: ['./registry.ts', './types.ts', './claims/for-history.ts'], message: 'The app reaches a module through its definition (modules/types.ts), not its internals.' },
  { target: srcExcept('boot.ts', 'main.tsx', 'app', 'modules', 'account', 'payment'), from: ['./src/account', './src/payment'], message: 'account/ and payment/ are features below modules/.' },
  { target: './src/account', from: './src/payment', message: 'account/ and payment/ do not import each other.' },
  { target: './src/payment', from: './src/account', message: 'account/ and payment/ do not import each other.' },
  { target: ['./src/forms', './src/ui', './src/api', './src/theme', './src/session', './src/i18n'], from: ['./src/events', './src/flows'], message: 'events/ and flows/ sit above forms/ and ui/.' },
  { target: './src/events', from: './src/flows', message: 'events/ and flows/ do not import each other.' },
  { target: './src/flows', from: './src/events', message: 'events/ and flows/ do not import each other.' },
  { target: ['./src/api', './src/theme', './src/session', './src/i18n'], from: ['./src/forms', './src/ui'], message: 'forms/ and ui/ sit above api/ and theme/.' },
  { target: './src/forms', from: './src/ui', message: 'forms/ and ui/ do not import each other.' },
  // ui/shell/ holds the shell's parts (header, menus, login dialog, object selector, footer): only
  // the app composes them. What a module or feature may draw lives in ui/ itself (widgets).
  { target: srcExcept('boot.ts', 'main.tsx', 'app', 'ui'), from: './src/ui/shell', message: 'ui/shell/ is the shell: only app/ composes it; modules use the widgets in ui/.' },
  { target: entriesExcept('./src/ui', 'shell'), from: './src/ui/shell', message: 'The widgets in ui/ do not import the shell (ui/shell/).' },
  { target: './src/ui', from: './src/forms', message: 'forms/ and ui/ do not import each other.' },
  { target: ['./src/session', './src/i18n'], from: ['./src/api', './src/theme'], message: 'api/ and theme/ sit above session/ and i18n/.' },
  { target: './src/api', from: './src/theme', message: 'api/ and theme/ do not import each other.' },
  { target: './src/theme', from: './src/api', message: 'api/ and theme/ do not import each other.' },
  { target: './src/session', from: './src/i18n', message: 'session/ and i18n/ do not import each other.' },
  { target: './src/i18n', from: './src/session', message: 'session/ and i18n/ do not import each other.' },
  // Inside server: the routes (entity sets, metadata, function handlers) are the top; only the
  // app that mounts them imports them. The handlers' contract is server/function-contract.ts.
  { target: serverExcept('app.ts', 'routes'), from: './server/routes', message: 'server/routes is imported by server/app.ts only: shared code lives below it.' },
  // No module imports another module.
  ...moduleNames.map((name) => ({
    target: `./src/modules/${name}`,
    from: './src/modules',
    except: [`./${name}`, './types.ts'],
    message: 'A module must not import another module.',
  })),
];

const nodeBuiltins = {
  patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'url', 'stream', 'http', 'https'], message: 'Isomorphic code: no Node APIs here.' }],
};

const generatedTypes = 'An authority may lack it: use the contract (ContractView, ContractParams in src/api/portal-client.ts).';

// A top-level await anywhere in src/ silently switches off Rolldown's chunk merging for the whole
// build (81 files instead of 39 on the start page). Awaits inside functions are fine.
const topLevelAwait = 'Top-level await in src/ switches off the chunk merging of the whole build: await inside a function.';
const noTopLevelAwait = [
  { selector: 'AwaitExpression:not(:function AwaitExpression)', message: topLevelAwait },
  { selector: 'ForOfStatement[await=true]:not(:function ForOfStatement)', message: topLevelAwait },
  { selector: "VariableDeclaration[kind='await using']:not(:function VariableDeclaration)", message: topLevelAwait },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'generated/**', 'test-results/**', 'playwright-report/**', '.data/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['codegen/edmx/**', 'codegen/runtime/**', 'src/**'],
    rules: { 'no-restricted-imports': ['error', nodeBuiltins] },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-syntax': ['error', ...noTopLevelAwait],
      // Another authority's generated/ may lack any function or set: src/ types what it sends and
      // reads by the contract (ContractView, ContractParams in src/api/portal-client.ts), so that it
      // compiles whatever generated/ holds.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...nodeBuiltins.patterns,
            { group: ['**/generated/entities', '**/generated/type-map'], message: generatedTypes },
            { group: ['**/generated/client'], importNames: ['FunctionParams', 'Client', 'Paths', 'Expands'], message: generatedTypes },
          ],
        },
      ],
    },
  },
);
