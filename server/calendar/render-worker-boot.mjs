// The first module of a calendar render worker (calendar/render-pool.ts), plain JavaScript so that
// Node runs it without help: tsx, found from this folder, loads the worker itself from TypeScript,
// whether the server runs under tsx (`npm start`) or Vitest.
import { workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const entry = pathToFileURL(workerData.entry).href;
await tsImport(entry, entry);
