/** generated/index.ts: the public surface of the generated code. */
import { header } from './text';
import type { Emitter } from './types';

export const emitIndex: Emitter = (_model, ctx) => [
  {
    path: 'index.ts',
    text:
      header(ctx) +
      "export { createClient, functionSpecs, type Client, type Expands, type FunctionParams, type Paths } from './client';\n" +
      "export { capabilities } from './capabilities';\n" +
      "export { forms } from './forms/index';\n" +
      "export { typeMap } from './type-map';\n" +
      "export type * from './entities';\n",
  },
];
