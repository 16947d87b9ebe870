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
  // At most one open payment per item, enforced by the database itself so that two requests at
  // once (or two server processes on one file) cannot both start one. A database from before this
  // rule may hold several: all but the newest are marked replaced first, or the index could not
  // be created (a later success of a replaced one is still settled by the usual rules).
  db.transaction(() => {
    db.exec(`
      UPDATE srv_payments SET status = 'replaced'
       WHERE status = 'open' AND id NOT IN (SELECT MAX(id) FROM srv_payments WHERE status = 'open' GROUP BY purpose, reference);
      CREATE UNIQUE INDEX IF NOT EXISTS srv_payments_one_open ON srv_payments(purpose, reference) WHERE status = 'open';
    `);
  })();
}
