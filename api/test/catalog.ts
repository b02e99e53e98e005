import type { Insertable } from 'kysely';
import type { ItemTable } from '../src/db/types.ts';
import { insertItem } from '../src/modules/catalog/catalog.repository.ts';
import type { TestContext } from './context.ts';

// Fixtures for catalog tests: items, reviews and questions inserted directly.

let counter = 0;

export async function createTestItem(ctx: TestContext, overrides: Partial<Omit<Insertable<ItemTable>, 'search_initials' | 'search_text'>> = {}): Promise<number> {
  counter += 1;
  return insertItem(ctx.db, {
    item_name: `테스트 상품 ${counter}`,
    item_description: '테스트용 자동화 프로그램',
    category: 'ETC',
    cost_price: 20_000,
    sale_price: 15_000,
    item_status: 'SALE',
    install_method: '설치 파일 실행',
    environment: 'Windows 10/11 64bit',
    as_support: '구매 후 1년 무상 A/S',
    ...overrides,
  });
}

export async function createTestReview(ctx: TestContext, values: { memberId: number; itemId: number; rate: number; content?: string; createdAt?: Date }): Promise<number> {
  const row = await ctx.db
    .insertInto('reviews')
    .values({
      member_id: values.memberId,
      item_id: values.itemId,
      rate: values.rate,
      content: values.content ?? '아주 만족스러운 프로그램입니다.',
      ...(values.createdAt ? { created_at: values.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createTestQuestion(
  ctx: TestContext,
  values: { memberId: number; itemId: number; title?: string; content?: string; visibility?: 'PUBLIC' | 'PRIVATE'; comment?: string },
): Promise<number> {
  const row = await ctx.db
    .insertInto('qna_articles')
    .values({
      member_id: values.memberId,
      item_id: values.itemId,
      title: values.title ?? '설치 관련 문의드립니다',
      content: values.content ?? '윈도우 11에서도 설치가 되나요? 확인 부탁드립니다.',
      visibility: values.visibility ?? 'PUBLIC',
      comment: values.comment ?? null,
      comment_at: values.comment ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
