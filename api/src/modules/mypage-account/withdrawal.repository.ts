import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import { findDraftForUpdate } from '../custom-requests/custom-requests.repository.ts';
import { deleteMemberPendingFiles, lockCallerUploads } from '../files/files.repository.ts';
import { callerKey } from '../files/upload-session.ts';
import type { OrderRow } from '../orders/orders.repository.ts';

// Withdrawal: the checks that refuse it and the erasure itself. Lock order as in every money
// transaction (api/README.md): orders → subscriptions → the upload lock → verification codes →
// members.

/**
 * Locks the member's unpaid orders (by id), so none of them can be applied or paid while the
 * member withdraws. Returned whole: a sheet among them (no payment method chosen) is ended by the
 * withdrawal, any other one refuses it.
 */
export function lockWaitingOrders(tx: Tx, memberId: number): Promise<OrderRow[]> {
  return tx.selectFrom('orders').selectAll().where('member_id', '=', memberId).where('status', '=', 'WAITING').orderBy('id').forUpdate().execute();
}

/**
 * A checkout the member left before choosing how to pay (바로 구매, then away): the store does not
 * count it as a purchase (my page's list, the admin's new orders leave it out) and it can never be
 * paid (completeWaitingOrder claims only an order with a method). Choosing the method is what
 * reserves points and a coupon (applyOrderSheet, one UPDATE), so such a sheet holds neither.
 */
export const isUnsubmittedSheet = (order: Pick<OrderRow, 'status' | 'payment_method'>) => order.status === 'WAITING' && order.payment_method === null;


/**
 * Takes what the erasure will write, before the member row and in the order other transactions
 * take it: every order of the member, their keys, their upload lock, then the verification codes
 * sent to their phone and address. Taken after the member row (as eraseMember and
 * deletePendingApplication would), they met transactions going the other way and PostgreSQL
 * aborted one side as a deadlock: an admin's cancel or a review locks an order (and its keys) and
 * then the member for points; an upload holds the upload lock and then needs the member row for
 * its file's foreign key; an e-mail confirmation (or a recovery) uses its code up and then writes
 * (or references) the member. FOR NO KEY UPDATE is the lock the erasure's UPDATEs take anyway, FOR
 * UPDATE its DELETE's: what waited for them waits the same, only from earlier on. By id, so
 * transactions locking several of these rows take them in one order. The phone and address are
 * read without the member's lock: an e-mail change committing meanwhile leaves only its own code,
 * already used, for the erasure to delete unlocked.
 */
export async function lockBeforeMember(tx: Tx, memberId: number): Promise<void> {
  await tx.selectFrom('orders').select('id').where('member_id', '=', memberId).orderBy('id').forNoKeyUpdate().execute();
  await tx.selectFrom('subscriptions').select('id').where('member_id', '=', memberId).orderBy('id').forNoKeyUpdate().execute();
  await lockCallerUploads(tx, callerKey({ memberId, sessionHash: null }));
  const contact = await tx.selectFrom('members').select(['phone', 'email']).where('id', '=', memberId).executeTakeFirst();
  const destinations = contact ? codeDestinations(contact) : [];
  if (destinations.length) await tx.selectFrom('verification_codes').select('id').where('destination', 'in', destinations).orderBy('id').forUpdate().execute();
}

/** Where the member's verification codes went: their phone (digits) and lower-cased address. */
function codeDestinations(member: { phone: string | null; email: string | null }): string[] {
  return [member.phone, member.email?.toLowerCase()].filter((d): d is string => !!d);
}

/**
 * A key still worth something: not revoked, and either not started (BEFORE_USE) or granted
 * (also UNSUBSCRIPTION, which runs to its end) with no expiry (unlimited) or one in the future.
 * EXPIRED, DENIED and revoked keys do not hold a withdrawal back.
 */
export async function countActiveSubscriptions(tx: Tx, memberId: number, now: Date): Promise<number> {
  const row = await tx
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('use_status', '=', 'BEFORE_USE'),
        eb.and([eb('use_status', 'in', ['GRANTED', 'UNSUBSCRIPTION']), eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)])]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Unpaid orders counted again once the member row is held, but for the sheets locked at the start
 * (`sheets`, which the withdrawal ends): an order being created held the row (holdActiveMember)
 * past the first look, and is committed by now. Not locked, so the withdrawal refuses on it even
 * though it is a fresh sheet: locking an order after the member would invert the lock order
 * (a sheet being applied holds its order and then takes the member for the points).
 */
export async function countWaitingOrders(tx: Tx, memberId: number, sheets: number[]): Promise<number> {
  let query = tx.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).where('status', '=', 'WAITING');
  if (sheets.length) query = query.where('id', 'not in', sheets);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export function lockActiveMember(tx: Tx, memberId: number) {
  return tx
    .selectFrom('members')
    .select(['id', 'phone', 'email', 'points'])
    .where('id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .forUpdate()
    .executeTakeFirst();
}

export const WITHDRAWN_NAME = '탈퇴회원';

/**
 * Erases or anonymises everything personal. The login id stays on the row for 30 days (so it
 * cannot be taken by someone else at once; released by releaseHeldLoginIds). Orders, payments
 * and keys stay for the legal 5 years, stripped of the e-mail, buyer name, contact fields and
 * the devices the keys were activated on.
 */
export async function eraseMember(tx: Tx, member: { id: number; phone: string | null; email: string | null }, now: Date): Promise<void> {
  const id = member.id;
  await tx
    .updateTable('members')
    .set({
      name: WITHDRAWN_NAME,
      birth: null,
      email: null,
      email_verified: false,
      phone: null,
      password_hash: null,
      marketing_opt_in: false,
      email_opt_in: false,
      sms_opt_in: false,
      status: 'WITHDRAWN',
      withdrawn_at: now,
    })
    .where('id', '=', id)
    .execute();
  // Every session ends now; the client address and browser go with them.
  await tx.updateTable('sessions').set({ revoked_at: sql`coalesce(revoked_at, ${now})`, ip: null, user_agent: null }).where('member_id', '=', id).execute();
  for (const table of ['social_accounts', 'member_consents', 'notification_preference_changes', 'cart_items', 'password_reset_grants', 'login_tickets'] as const) {
    await tx.deleteFrom(table).where('member_id', '=', id).execute();
  }
  // Unused coupons go; used ones stay referenced by their orders.
  await tx.deleteFrom('member_coupons').where('member_id', '=', id).where('used_at', 'is', null).where('order_id', 'is', null).execute();
  const destinations = codeDestinations(member);
  if (destinations.length) await tx.deleteFrom('verification_codes').where('destination', 'in', destinations).execute();
  await tx.updateTable('orders').set({ order_email: null }).where('member_id', '=', id).execute();
  // The provider's copy of a payment may name the customer; the amounts and ids are what is kept.
  await tx
    .updateTable('payments')
    .set({ raw: sql`raw - 'customer'` })
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('member_id', '=', id))
    .execute();
  // A PC's MAC address and machine id identify the member's devices. Withdrawal needs every key
  // ended (countActiveSubscriptions), and an ended key is refused (revoked, suspended, expired)
  // before its slots are read; so are a member's cancel (a withdrawn member cannot log in) and
  // the purchase screens. Clearing the slots changes no answer about these keys.
  await tx
    .updateTable('subscriptions')
    .set({ buyer_name: WITHDRAWN_NAME, mac_address1: null, mac_address2: null, machine_id1: null, machine_id2: null })
    .where('member_id', '=', id)
    .execute();
  // Submitted applications stay (the request was handled under them), without the contact fields;
  // the draft is gone by now (deletePendingApplication).
  await tx.updateTable('custom_applications').set({ name: WITHDRAWN_NAME, email: '', phone: '' }).where('member_id', '=', id).execute();
}

/**
 * Deletes the member's custom-request draft and every file no submitted application holds (the
 * draft's and unattached uploads): there is nothing left to keep them for. The member's upload
 * lock is held already (lockBeforeMember), so an upload already inserting is deleted here (one
 * that was authorised before the withdrawal but inserts after it stays unattached and goes with
 * the abandoned-upload sweep). The draft is locked before its files, in the order a draft save or
 * submission locks them. Returns the storage keys, whose objects go after the commit.
 */
export async function deletePendingApplication(tx: Tx, memberId: number): Promise<string[]> {
  const draft = await findDraftForUpdate(tx, memberId);
  const keys = await deleteMemberPendingFiles(tx, memberId, draft?.id);
  if (draft) await tx.deleteFrom('custom_applications').where('id', '=', draft.id).where('is_draft', '=', true).execute();
  return keys;
}

export async function insertReason(tx: Tx, reason: string, detail: string | null, now: Date): Promise<void> {
  await tx.insertInto('withdrawal_reasons').values({ reason, detail, recorded_at: now }).execute();
}

export function findPasswordHash(db: Db, memberId: number) {
  return db.selectFrom('members').select(['password_hash']).where('id', '=', memberId).executeTakeFirst();
}
