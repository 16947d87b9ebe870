/** What every route receives: the injected dependencies of createApp. */
import type { MetadataModel } from '../codegen/edmx/model';
import type { ServerConfig } from './config';
import type { Db } from './db';
import type { PublicAnswers, PublicCacheOptions } from './http/public-cache';
import type { Clock } from './time';

export interface AppDeps {
  db: Db;
  model: MetadataModel;
  /** The EDMX text served at /api/$metadata (the model was read from it). */
  metadataXml: string;
  config: ServerConfig;
  /** Real epoch ms; tests inject a controllable clock. */
  clock?: Clock;
  /** The VAPID public key browsers subscribe with (push reminders); null: push not set up. */
  vapidPublicKey?: string | null;
  /** Limits of the public-answer cache (http/public-cache.ts); the defaults suit production. */
  publicCache?: Partial<PublicCacheOptions>;
}

export interface AppEnv {
  Variables: { deps: Required<AppDeps>; secret: Buffer; publicAnswers: PublicAnswers };
}
