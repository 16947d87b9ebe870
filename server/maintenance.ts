/**
 * Maintenance switch: while the configured file exists, every /api request answers 503.
 * `npm run maintenance -- on|off|status` toggles it (the file is checked per request, so a running
 * server follows without restart).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';

export function setMaintenance(file: string, on: boolean): void {
  if (on) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `Wartung seit ${new Date().toISOString()}\n`);
  } else {
    rmSync(file, { force: true });
  }
}

function main(argv: string[]): number {
  const mode = argv[0];
  const config = loadConfig(process.env, []);
  if (mode === 'on' || mode === 'off') {
    setMaintenance(config.maintenanceFile, mode === 'on');
    console.log(`Wartungsmodus ${mode === 'on' ? 'eingeschaltet' : 'ausgeschaltet'} (${config.maintenanceFile})`);
    return 0;
  }
  if (mode === 'status' || mode === undefined) {
    console.log(`Wartungsmodus ist ${existsSync(config.maintenanceFile) ? 'AN' : 'AUS'} (${config.maintenanceFile})`);
    return 0;
  }
  console.error('Aufruf: npm run maintenance -- on|off|status');
  return 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
