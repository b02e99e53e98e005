import { z } from 'zod';
import type { Db } from '../../db/transaction.ts';

// Commerce settings an admin can change at run time (app_settings), with the defaults the store
// opens with. A stored value that does not parse is ignored in favour of the default, so a bad
// admin edit cannot stop checkout.

export const COMMERCE_SETTING_KEYS = {
  bankAccount: 'commerce.bank_account',
  depositDeadlineDays: 'commerce.deposit_deadline_days',
  pointEarnRatePercent: 'commerce.point_earn_rate_percent',
} as const;

const bankAccountSchema = z.object({ bank: z.string().min(1), accountNumber: z.string().min(1), holder: z.string().min(1) });

export interface CommerceSettings {
  bankAccount: z.infer<typeof bankAccountSchema>;
  /** Days a bank transfer may wait for its deposit before it is cancelled (card orders: CARD_PAYMENT_WINDOW_MS). */
  depositDeadlineDays: number;
  /** Points earned per paid won, in percent. */
  pointEarnRatePercent: number;
}

export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  bankAccount: { bank: '국민은행', accountNumber: '123456-01-234567', holder: '(주)오토웍스' },
  depositDeadlineDays: 3,
  pointEarnRatePercent: 1,
};

const parsers = {
  bankAccount: bankAccountSchema,
  depositDeadlineDays: z.number().int().min(1).max(30),
  pointEarnRatePercent: z.number().int().min(0).max(20),
} satisfies Record<keyof CommerceSettings, z.ZodType>;

export async function commerceSettings(db: Db): Promise<CommerceSettings> {
  const rows = await db.selectFrom('app_settings').select(['key', 'value']).where('key', 'in', Object.values(COMMERCE_SETTING_KEYS)).execute();
  const settings: CommerceSettings = { ...DEFAULT_COMMERCE_SETTINGS };
  for (const name of Object.keys(COMMERCE_SETTING_KEYS) as (keyof CommerceSettings)[]) {
    const row = rows.find((r) => r.key === COMMERCE_SETTING_KEYS[name]);
    const parsed = row ? parsers[name].safeParse(row.value) : undefined;
    if (parsed?.success) (settings as unknown as Record<string, unknown>)[name] = parsed.data;
  }
  return settings;
}

export const DAY_MS = 86_400_000;

/**
 * How long a card order may wait for its payment once its sheet is applied: a buyer who closed
 * the card window gets their coupon and points back within the hour (the order jobs cancel it),
 * not after the bank-transfer deadline. A payment that still arrives later is refunded.
 */
export const CARD_PAYMENT_WINDOW_MS = 60 * 60_000;

/** Why the store itself cancelled an order: shown to its buyer and in the admin's order list. */
export const SYSTEM_CANCEL_REASONS = {
  depositExpired: '입금 기한 경과로 자동 취소',
  paymentExpired: '결제 시간 초과로 자동 취소',
  cardDeclined: '카드 결제 실패',
  /** The card payment was refunded at the provider, outside the store (PortOne's console). */
  refundedAtProvider: '결제사 환불로 자동 취소',
  /** A checkout sheet never submitted, ended by its member's withdrawal. */
  memberWithdrew: '회원 탈퇴로 자동 취소',
} as const;
