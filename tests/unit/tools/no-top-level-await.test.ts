/**
 * The lint forbids top-level await in src/ (eslint.config.js): one such await switches off
 * Rolldown's chunk merging for the whole build. Run through ESLint with the repo's config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the top-level await rule for `code` as a file at `path`. */
async function complaints(code: string, path = 'src/app/example.ts'): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  // A snippet that does not parse (or an ignored file) would pass the "leaves alone" case unseen.
  const broken = (result?.messages ?? []).filter((message) => message.fatal || message.ruleId === null);
  if (broken.length) throw new Error(broken.map((message) => message.message).join('; '));
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

describe('no top-level await in src/', () => {
  it('fires on await, for await and await using at the top level of a module', async () => {
    const code = [
      'export const a = await Promise.resolve(1);',
      'for await (const b of [Promise.resolve(2)]) console.log(b);',
      'if (a) { await Promise.resolve(3); }',
      'await using c = { async [Symbol.asyncDispose]() {} };',
      'console.log(c);',
    ].join('\n');
    expect(await complaints(code)).toEqual([1, 2, 3, 4]);
  });

  it('leaves awaits inside functions, arrows and methods alone', async () => {
    const code = [
      'export async function a() { return await Promise.resolve(1); }',
      'export const b = async () => { for await (const x of [Promise.resolve(2)]) console.log(x); };',
      'export class C { async d() { await using e = { async [Symbol.asyncDispose]() {} }; console.log(e); await b(); } }',
      'export const f = async function () { if (await a()) return 1; return 0; };',
    ].join('\n');
    expect(await complaints(code)).toEqual([]);
  });

  it('is a rule of src/ only (tools and tests run in Node, where it costs nothing)', async () => {
    expect(await complaints('export const a = await Promise.resolve(1);', 'tools/example.ts')).toEqual([]);
  });
});
