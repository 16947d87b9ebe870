/**
 * `npx tsx tools/chunk-report.ts [chunk-name-substring…]`: builds the portal into a temp dir and
 * prints, per chunk, the modules it holds by rendered size (minified, before gzip), to see what a
 * page's budget is spent on. Chunks filtered by name when arguments are given.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

const filters = process.argv.slice(2);
const report: Plugin = {
  name: 'chunk-report',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (filters.length && !filters.some((f) => chunk.fileName.includes(f))) continue;
      const modules = Object.entries(chunk.modules)
        .map(([id, info]) => [id.replace(process.cwd(), '').replace(/.*node_modules\//, 'nm:'), info.renderedLength] as const)
        .sort((a, b) => b[1] - a[1]);
      const total = modules.reduce((sum, [, size]) => sum + size, 0);
      console.log(`\n${chunk.fileName}  ${(total / 1024).toFixed(1)} KB rendered`);
      for (const [id, size] of modules.slice(0, Number(process.env.CHUNK_REPORT_TOP) || 25)) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${id}`);
    }
  },
};

const outDir = mkdtempSync(join(tmpdir(), 'chunk-report-'));
try {
  await build({ logLevel: 'warn', plugins: [report], build: { outDir, emptyOutDir: true } });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
