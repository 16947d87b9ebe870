/**
 * Provider settings per database (createApi configures them from ServerConfig). A database nobody
 * configured (a test calling startPayment directly) uses the built-in test provider and a secret
 * of its own, so the agreed signatures `startPayment(db, …)` need no config parameter.
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { resolvePaymentSecret } from './hmac';

/** The built-in test provider page of the reference backend (./test-provider.ts). */
export const TEST_PROVIDER_PATH = '/testzahlung';
export const TEST_PROVIDER_TEMPLATE = `{origin}${TEST_PROVIDER_PATH}/{txid}`;

export interface PaymentSettings {
  secret: Buffer;
  /** Provider URL with placeholders (README "Payment provider interface"). */
  urlTemplate: string;
}

const perDb = new WeakMap<Db, PaymentSettings>();

export function configurePayments(db: Db, config: Pick<ServerConfig, 'paymentSecret' | 'paymentUrlTemplate' | 'dataDir'>): PaymentSettings {
  const settings = { secret: resolvePaymentSecret(config, db), urlTemplate: config.paymentUrlTemplate ?? TEST_PROVIDER_TEMPLATE };
  perDb.set(db, settings);
  return settings;
}

export function paymentSettings(db: Db): PaymentSettings {
  return perDb.get(db) ?? configurePayments(db, { paymentSecret: null, paymentUrlTemplate: null, dataDir: ':memory:' });
}

/** True when the reference backend's own test page is the provider (then it is served). */
export const usesTestProvider = (config: Pick<ServerConfig, 'paymentUrlTemplate'>): boolean => config.paymentUrlTemplate === null;
