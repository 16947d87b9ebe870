/**
 * npx tsx deploy/render-nginx.ts --dist <dir> --listen <port> --upstream <url> --run-dir <dir>
 *                                [--server-name <names>] [--out <file>]
 *
 * Writes a concrete nginx configuration from deploy/nginx.conf: the `${…}` placeholders filled in,
 * nginx's own `$variables` untouched, paths made absolute (nginx resolves relative ones against its
 * prefix, not the working directory). Creates the run directory. Without --out it prints.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf');

export interface NginxValues {
  PORTAL_DIST_DIR: string;
  LISTEN: string;
  SERVER_NAME: string;
  PORTAL_API_UPSTREAM: string;
  NGINX_RUN_DIR: string;
}

/** Fills the placeholders; throws on a missing value or a placeholder the template lacks. */
export function renderNginxConf(values: NginxValues, template = readFileSync(TEMPLATE, 'utf8')): string {
  for (const key of ['PORTAL_DIST_DIR', 'NGINX_RUN_DIR'] as const) {
    if (!isAbsolute(values[key])) throw new Error(`${key} must be an absolute path: ${values[key]}`);
  }
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(values.PORTAL_API_UPSTREAM)) {
    throw new Error(`PORTAL_API_UPSTREAM must be an http(s) URL: ${values.PORTAL_API_UPSTREAM}`);
  }
  const upstream = values.PORTAL_API_UPSTREAM.replace(/\/+$/, '');
  const filled = { ...values, PORTAL_API_UPSTREAM: upstream } as Record<string, string>;
  // Comment lines keep their placeholders: they document the template, not this instance.
  const text = template
    .split('\n')
    .map((line) => (/^\s*#/.test(line) ? line : line.replace(/\$\{([A-Z_]+)\}/g, (_all, name: string) => {
      const value = filled[name];
      if (value === undefined || value === '') throw new Error(`no value for \${${name}}`);
      if (/[;{}\s]/.test(value) && name !== 'SERVER_NAME') throw new Error(`${name} must not contain spaces, ';' or braces`);
      return value;
    })))
    .join('\n');
  return text;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      listen: { type: 'string' },
      upstream: { type: 'string' },
      'run-dir': { type: 'string' },
      'server-name': { type: 'string', default: '_' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const missing = ['dist', 'listen', 'upstream', 'run-dir'].filter((k) => !values[k as keyof typeof values]);
  if (missing.length) {
    process.stderr.write(`render-nginx: missing --${missing.join(', --')}\n`);
    process.exitCode = 2;
    return;
  }
  const runDir = resolve(values['run-dir']!);
  const conf = renderNginxConf({
    PORTAL_DIST_DIR: resolve(values.dist!),
    LISTEN: values.listen!,
    SERVER_NAME: values['server-name']!,
    PORTAL_API_UPSTREAM: values.upstream!,
    NGINX_RUN_DIR: runDir,
  });
  mkdirSync(runDir, { recursive: true });
  if (values.out) writeFileSync(values.out, conf);
  else process.stdout.write(conf);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
