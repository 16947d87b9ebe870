/**
 * `npm start` (`-- --reset` reseeds): builds the portal when needed, then serves dist/ and /api on
 * one port with production headers. PORTAL_AUTHORITY picks schema/<authority>/portal.json for the
 * build and PORTAL_DIST_DIR where it goes (so several profiles can be served side by side).
 * PORTAL_API_UPSTREAM proxies /api instead of the embedded backend; PORTAL_METADATA_FILE gives the
 * embedded backend another EDMX than the reference's. Graceful shutdown on
 * SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import type { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { openDatabase, type Db } from './db';
import { createApp } from './app';
import { loadReferenceMetadata } from './model';
import { prepareEmbeddedBackend } from './embedded';
import { demoLoginsSeeded } from './seed/index';
import { startBanner } from './banner';
import { needsBuild, runViteBuild } from './build';
import { loadAssets } from './http/static';
import { clientErrorHandler, securityHeaderList } from './http/security';
import { createSite } from './site';
import { startPush } from './push/start';
import { createEmailReminderSender } from './mail/reminder-sender';

async function buildPortal(config: ServerConfig): Promise<void> {
  if (!needsBuild(config.rootDir, config.distDir, config.authority)) return;
  console.log(`Portal wird gebaut (vite build, Behörde ${config.authority}, Ziel ${config.distDir}) ...`);
  const ok = await runViteBuild(config.rootDir, config.distDir, config.authority);
  if (!ok) {
    console.error('\nFEHLER: Der Build des Portals ist fehlgeschlagen (siehe oben). Die API unter /api läuft trotzdem weiter;');
    console.error(existsSync(`${config.distDir}/index.html`) ? 'es wird der letzte erfolgreiche Build ausgeliefert.\n' : 'eine Oberfläche steht erst nach einem erfolgreichen Build bereit.\n');
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the build: metadata the embedded backend cannot serve (V4, unreadable) ends the start at once.
  const metadata = config.apiUpstream ? undefined : loadReferenceMetadata(config.metadataFile);
  await buildPortal(config);

  let db: Db | undefined;
  let api: Hono | undefined;
  if (!metadata) {
    console.log(`/api wird an ${config.apiUpstream?.href} weitergeleitet.`);
  } else {
    db = openDatabase(config.databaseFile);
    const { xml, model } = metadata;
    const { seeded, notes } = await prepareEmbeddedBackend(db, model, { reset: config.reset, brand: config.brand });
    if (seeded) console.log(`Demodaten angelegt in ${config.databaseFile}`);
    // Another authority's metadata (PORTAL_METADATA_FILE): what the demo data could not fill, each start.
    for (const note of notes) console.log(note);
    const push = startPush(db, config);
    // E-mail reminders follow the same clock and tick as push reminders.
    createEmailReminderSender({ db, config, clock: push.clock, tickMs: config.push.tickMs });
    api = createApp({ db, model, metadataXml: xml, config, clock: push.clock, vapidPublicKey: push.publicKey });
  }
  const root = createSite({ config, api, assets: loadAssets(config.distDir) });

  const server = serve({ fetch: root.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(startBanner({ ...config, port: info.port }, { demoLogins: db !== undefined && demoLoginsSeeded(db) }).join('\n'));
  });
  // Node's own 400/431 answers get the same security headers as every other answer.
  server.on('clientError', clientErrorHandler(await securityHeaderList()));

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: Server wird beendet ...`);
    const closable = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    const finish = (code: number): void => {
      try {
        db?.close();
      } finally {
        process.exit(code);
      }
    };
    // Requests in flight get a moment; then every connection is cut and the process ends regardless.
    setTimeout(() => closable.closeAllConnections?.(), 1000);
    setTimeout(() => finish(0), 3000);
    server.close(() => finish(0));
    closable.closeIdleConnections?.();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Konfigurationsfehler: ${err.message}`);
  else console.error('Start fehlgeschlagen:', err);
  process.exit(1);
});
