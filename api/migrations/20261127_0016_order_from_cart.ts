// Whether an order was placed from the cart: only then do its lines leave the cart once it is
// paid. A "buy now" of something that also sits in the cart leaves the cart as it was.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column from_cart boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column from_cart`.execute(db);
}
