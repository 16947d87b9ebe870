/** Public surface of the reference backend (used by start.ts, tests and the benchmark). */
export { createApp, createApi, errorResponse } from './app';
export type { AppDeps } from './app-env';
export { loadConfig, testConfig, type ServerConfig } from './config';
export { openDatabase, createServerTables } from './db';
export { loadReferenceMetadata } from './model';
export { prepareDatabase } from './setup';
