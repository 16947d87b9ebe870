/** Every artefact the generator writes, in the order they are emitted (and reported). */
import { emitCapabilities } from './capabilities';
import { emitClient } from './client';
import { emitEntities } from './entities';
import { emitForms } from './forms';
import { emitIndex } from './index-file';
import { emitTypeMap } from './type-map';
import type { Emitter } from './types';

export interface RegisteredEmitter {
  name: string;
  emit: Emitter;
}

export const emitters: readonly RegisteredEmitter[] = [
  { name: 'entities', emit: emitEntities },
  { name: 'type map', emit: emitTypeMap },
  { name: 'client', emit: emitClient },
  { name: 'capabilities', emit: emitCapabilities },
  { name: 'forms', emit: emitForms },
  { name: 'index', emit: emitIndex },
];
