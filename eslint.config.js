// Lint rules that keep the architecture of DESIGN.md honest: dependencies point one way, modules
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
  // Inside src: app -> modules -> (events, forms, flows, ui) -> (session, api) -> generated.
  { target: ['./src/api', './src/session', './src/i18n'], from: ['./src/app', './src/modules', './src/events', './src/forms', './src/flows', './src/ui', './src/account'], message: 'api/session/i18n are below the feature layers.' },
  { target: ['./src/events', './src/forms', './src/flows', './src/ui', './src/account'], from: ['./src/app', './src/modules'], message: 'shared layers must not import app/ or modules/.' },
  // The account dialogs compose flows, forms and ui; those never import account/.
  { target: ['./src/events', './src/forms', './src/flows', './src/ui'], from: './src/account', message: 'account/ sits above events/forms/flows/ui.' },
  { target: './src/modules', from: './src/app', message: 'modules meet only in app/.' },
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
    rules: { 'no-restricted-syntax': ['error', ...noTopLevelAwait] },
  },
);
