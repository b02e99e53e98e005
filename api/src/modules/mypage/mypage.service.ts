import { PAGE_SIZES, gradeFor, type MyManagementData, type MypageHome } from '@store/shared';
import type { AppDeps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { listUsableCoupons } from '../coupons/coupons.repository.ts';
import { questionPage } from '../mypage-qna/mypage-qna.service.ts';
import { listOrders } from '../purchases/purchases.repository.ts';
import { purchasesOf } from '../purchases/purchases.service.ts';
import { reviewPage, reviewablePage } from '../reviews/reviews.service.ts';
import * as repo from './mypage.repository.ts';

// GET /api/mypage and /api/mypage/info (store.md §7): the profile box and the home's lists.

/**
 * The home shows 5 rows per 'more' click from these; beyond them a link leads to the full
 * list, so one response stays bounded however long the history is.
 */
const HOME_LIST_LIMIT = PAGE_SIZES.more * 4;

const orNoData = <T>(list: T[]): T[] | 'noData' => (list.length > 0 ? list : 'noData');

export async function profileOf(deps: AppDeps, memberId: number): Promise<MyManagementData> {
  const now = deps.clock.now();
  const [member, coupons] = await Promise.all([repo.findProfile(deps.db, memberId), listUsableCoupons(deps.db, memberId, now)]);
  if (!member) throw notFound();
  return {
    id: member.login_id,
    name: member.name,
    email: member.email,
    emailVerified: member.email_verified,
    phone: member.phone,
    // Derived, never stored: it cannot drift from the purchase total.
    grade: gradeFor(member.total_purchase_krw, member.role, member.status),
    totalPurchaseAmount: member.total_purchase_krw,
    point: member.points,
    couponCount: coupons.length,
  };
}

export async function mypageHome(deps: AppDeps, memberId: number): Promise<MypageHome> {
  const now = deps.clock.now();
  const [profile, orders, reviewable, written, questions] = await Promise.all([
    profileOf(deps, memberId),
    listOrders(deps.db, memberId, HOME_LIST_LIMIT, 0),
    reviewablePage(deps, memberId, 1, HOME_LIST_LIMIT),
    reviewPage(deps, memberId, 1, HOME_LIST_LIMIT),
    questionPage(deps, memberId, 1, HOME_LIST_LIMIT),
  ]);
  return {
    myManagementData: profile,
    myPurchaseData: orNoData(await purchasesOf(deps.db, memberId, orders, now)),
    reviewableItemsCounts: reviewable.totalElements,
    reviewableItems: orNoData(reviewable.content),
    myReviewDataCounts: written.totalElements,
    myReviewData: orNoData(written.content),
    qnaManagementDataCounts: questions.totalElements,
    qnaManagementData: orNoData(questions.content),
  };
}
