import type { Db } from '../../db/transaction.ts';
import type { RoleValue, SocialProvider } from '../../db/types.ts';

export async function insertState(db: Db, row: { state: string; provider: SocialProvider; codeVerifier: string; createdAt: Date }): Promise<void> {
  await db
    .insertInto('oauth_states')
    .values({ state: row.state, provider: row.provider, code_verifier: row.codeVerifier, created_at: row.createdAt })
    .execute();
}

/** Deletes and returns the state: whatever happens next, it cannot be presented twice. */
export function takeState(db: Db, state: string, provider: SocialProvider) {
  return db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('provider', '=', provider)
    .returning(['code_verifier', 'created_at'])
    .executeTakeFirst();
}

export function findSocialMember(db: Db, provider: SocialProvider, providerUserId: string) {
  return db
    .selectFrom('social_accounts as sa')
    .innerJoin('members as m', 'm.id', 'sa.member_id')
    .select(['m.id', 'm.role', 'm.status'])
    .where('sa.provider', '=', provider)
    .where('sa.provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

export async function insertSocialAccount(db: Db, row: { provider: SocialProvider; providerUserId: string; memberId: number; createdAt: Date }): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({ provider: row.provider, provider_user_id: row.providerUserId, member_id: row.memberId, created_at: row.createdAt })
    .execute();
}

export async function insertTicket(db: Db, row: { ticketHash: string; memberId: number; role: RoleValue; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('login_tickets')
    .values({ ticket_hash: row.ticketHash, member_id: row.memberId, role: row.role, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** Claims a ticket once: a conditional UPDATE … RETURNING, so a replayed ticket gets nothing. */
export async function claimTicket(db: Db, ticketHash: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('login_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}
