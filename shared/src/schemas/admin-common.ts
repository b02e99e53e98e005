import { z } from 'zod';
import { isCalendarDay } from '../rules/seoul-dates.ts';
import { REQUEST_MESSAGES } from './common.ts';

// Query pieces every admin list shares: page/size, a Seoul date range, a sort direction.

export const ADMIN_PAGE_SIZE_MAX = 100;

export const ADMIN_LIST_MESSAGES = {
  badPage: '페이지 번호가 올바르지 않습니다.',
  badSize: `페이지 크기는 1~${ADMIN_PAGE_SIZE_MAX} 사이여야 합니다.`,
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  badRange: '시작일은 종료일보다 늦을 수 없습니다.',
  badSort: '정렬 기준이 올바르지 않습니다.',
  badDirection: '정렬 방향은 asc 또는 desc여야 합니다.',
  badSearch: '검색어는 100자 이내로 입력해 주세요.',
} as const;

const L = ADMIN_LIST_MESSAGES;

/** 1-based page number from a query string. */
export const adminPageSchema = z.coerce.number({ error: L.badPage }).int(L.badPage).min(1, L.badPage).max(100_000, L.badPage).default(1);
export const adminSizeSchema = z.coerce.number({ error: L.badSize }).int(L.badSize).min(1, L.badSize).max(ADMIN_PAGE_SIZE_MAX, L.badSize).default(20);
export const sortDirectionSchema = z.enum(['asc', 'desc'], { error: L.badDirection }).default('desc');
/**
 * An admin list's search box. NFC first: a macOS keyboard may send decomposed Hangul, which
 * compares unequal to the composed text stored, and the length limit counts composed syllables.
 */
export const adminSearchSchema = z.string({ error: REQUEST_MESSAGES.badSearch }).normalize('NFC').trim().max(100, L.badSearch).optional();

/** A calendar day in Asia/Seoul, e.g. 2026-11-22 (inclusive bounds of a filter). */
export const seoulDateSchema = z
  .string({ error: L.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, L.badDate)
  .refine(isCalendarDay, L.badDate);

/** Adds the from ≤ to check to a query with optional `from`/`to` days. */
export function withDateRange<T extends z.ZodObject<{ from: z.ZodOptional<typeof seoulDateSchema>; to: z.ZodOptional<typeof seoulDateSchema> }>>(schema: T) {
  return schema.refine((q) => !q.from || !q.to || q.from <= q.to, { message: L.badRange, path: ['from'] });
}

/** The answer shape of every paged admin list besides its rows. */
export const pageInfoSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  /** More match than `totalElements`: a long list is counted up to a bound (10,000), not to its end. */
  totalCapped: z.boolean(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
