/** The payments table (server-only, prefix srv_ as every table the metadata does not declare). */
import type { Db } from '../db';

export function createPaymentTable(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS srv_payments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      transaction_id TEXT NOT NULL UNIQUE,
      purpose TEXT NOT NULL,
      reference INTEGER NOT NULL,
      owner_address_id INTEGER NOT NULL,
      amount_cents INTEGER NOT NULL,
      description TEXT NOT NULL,
      return_url TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'open',
      payment_method TEXT,
      created_ms INTEGER NOT NULL,
      settled_ms INTEGER
    );
    CREATE INDEX IF NOT EXISTS srv_payments_reference ON srv_payments(purpose, reference, id);
  `);
}
