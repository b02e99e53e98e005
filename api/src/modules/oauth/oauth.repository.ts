import type { Db } from '../../db/transaction.ts';
import type { RoleValue, SocialProvider } from '../../db/types.ts';

export async function insertState(
  db: Db,
  row: { state: string; provider: SocialProvider; codeVerifier: string; createdAt: Date; app: AppLoopback | null },
): Promise<void> {
  await db
    .insertInto('oauth_states')
    .values({
      state: row.state,
      provider: row.provider,
      code_verifier: row.codeVerifier,
      created_at: row.createdAt,
      app_port: row.app?.port ?? null,
      app_challenge: row.app?.challenge ?? null,
    })
    .execute();
}

/** Deletes and returns the state: whatever happens next, it cannot be presented twice. */
export function takeState(db: Db, state: string, provider: SocialProvider) {
  return db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('provider', '=', provider)
    .returning(['code_verifier', 'created_at', 'app_port', 'app_challenge'])
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

export async function insertTicket(
  db: Db,
  row: { ticketHash: string; memberId: number; role: RoleValue; createdAt: Date; expiresAt: Date; appChallenge: string | null },
): Promise<void> {
  await db
    .insertInto('login_tickets')
    .values({
      ticket_hash: row.ticketHash,
      member_id: row.memberId,
      role: row.role,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      app_challenge: row.appChallenge,
    })
    .execute();
}

/**
 * Claims a ticket once: a conditional UPDATE … RETURNING, so a replayed ticket gets nothing. A
 * desktop app's ticket is claimed only with its verifier's challenge; a wrong one leaves the
 * ticket unspent, so whoever saw it on the loopback cannot spoil the app's own exchange.
 */
export async function claimTicket(db: Db, ticketHash: string, now: Date, challenge: string | null): Promise<number | undefined> {
  const row = await db
    .updateTable('login_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => (challenge === null ? eb('app_challenge', 'is', null) : eb.or([eb('app_challenge', 'is', null), eb('app_challenge', '=', challenge)])))
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** The desktop app's end of a social login: where it listens, and its verifier's challenge. */
export interface AppLoopback {
  port: number;
  challenge: string;
}
