import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../zod-locale.ts';
import * as fields from '../rules/fields.ts';
import * as adminCommon from './admin-common.ts';
import * as adminCoupons from './admin-coupons.ts';
import * as adminCustomRequests from './admin-custom-requests.ts';
import * as adminDashboard from './admin-dashboard.ts';
import * as adminItems from './admin-items.ts';
import * as adminOrders from './admin-orders.ts';
import * as adminQna from './admin-qna.ts';
import * as adminReviews from './admin-reviews.ts';
import * as adminUsers from './admin-users.ts';
import * as auditLog from './audit-log.ts';
import * as auth from './auth.ts';
import * as catalog from './catalog.ts';
import * as commerce from './commerce.ts';
import * as common from './common.ts';
import * as customRequest from './custom-request.ts';
import * as mypageAccount from './mypage-account.ts';
import * as mypageActivity from './mypage-activity.ts';
import * as siteSettings from './site-settings.ts';
import * as subscriptions from './subscriptions.ts';

// House rule: bad input gets a clear Korean message of our own, never zod's default text (its
// Korean locale still says "string이 너무 큽니다" or a bare "잘못된 입력"). Every request schema
// (body, query, path, and the forms that share them) is fed hostile values field by field; each
// issue must carry a message the schema itself gives. A zod default is caught exactly: a parse-time
// error map, which zod uses only when the schema has no message of its own, returns a marker.

const MODULES = {
  fields,
  adminCommon,
  adminCoupons,
  adminCustomRequests,
  adminDashboard,
  adminItems,
  adminOrders,
  adminQna,
  adminReviews,
  adminUsers,
  auditLog,
  auth,
  catalog,
  commerce,
  common,
  customRequest,
  mypageAccount,
  mypageActivity,
  siteSettings,
  subscriptions,
};

/** What a client sends: bodies, query strings, path parameters, and the forms built on them. */
const REQUEST_SCHEMAS = new Set([
  // rules/fields.ts
  'nameSchema', 'birthSchema', 'signupBirthSchema', 'emailSchema', 'phoneSchema', 'authNumberSchema', 'loginIdSchema', 'passwordSchema', 'clientTimeStampSchema',
  // common.ts, admin-common.ts
  'idParamSchema', 'adminPageSchema', 'adminSizeSchema', 'sortDirectionSchema', 'adminSearchSchema', 'seoulDateSchema', 'loadedVersionSchema',
  // auth.ts
  'accountInfoSchema', 'loginIdCheckSchema', 'personalInfoSchema', 'signupRequestSchema', 'phoneCodeRequestSchema', 'emailCodeRequestSchema',
  'loginRequestSchema', 'oauthAppVerifierSchema', 'oauthExchangeRequestSchema', 'oauthAppQuerySchema', 'findIdByEmailRequestSchema',
  'findIdByPhoneRequestSchema', 'findPwRequestSchema', 'modifyPwRequestSchema',
  // catalog.ts
  'itemListQuerySchema', 'itemIdQuerySchema', 'itemListPageQuerySchema', 'qnaWriteSchema', 'suggestionQuerySchema',
  // commerce.ts
  'subscriptionPeriodSchema', 'quantitySchema', 'addCartQuerySchema', 'cartLineUpdateSchema', 'orderRequestSchema', 'orderIdQuerySchema', 'orderSheetUpdateSchema',
  'bankTransferSchema', 'orderEmailSchema', 'paymentVerifySchema', 'devPaymentSchema', 'orderIdParamSchema', 'orderCancelSchema', 'memberOrderCancelSchema',
  // custom-request.ts
  'customApplicationSchema', 'customDraftSchema', 'fileIdSchema', 'fileIdQuerySchema', 'applicationDetailQuerySchema',
  // mypage-account.ts
  'emailChangeCodeRequestSchema', 'emailConfirmRequestSchema', 'emailChangeFormSchema', 'passwordChangeRequestSchema', 'preferenceKindSchema',
  'preferenceUpdateRequestSchema', 'pointQuerySchema', 'couponQuerySchema', 'couponCodeSchema', 'withdrawalRequestSchema',
  // mypage-activity.ts
  'activityPageQuerySchema', 'purchaseDetailQuerySchema', 'reviewWriteQuerySchema', 'reviewWriteSchema', 'qnaIdQuerySchema', 'qnaUpdateSchema',
  // subscriptions.ts
  'subscriptionIdParamSchema', 'subscriptionListIdParamSchema', 'adminCreateKeySchema', 'adminCreateKeyFormSchema', 'adminKeyListQuerySchema',
  'adminMacDeleteQuerySchema', 'adminKeyRevokeSchema', 'macAddressBodySchema', 'licenseActivateSchema', 'licenseValidateSchema',
  // admin-*.ts, audit-log.ts, site-settings.ts
  'adminCouponCreateSchema', 'couponIdParamSchema', 'adminCouponActiveSchema', 'adminCouponIssueSchema',
  'adminApplicationListQuerySchema', 'adminApplicationStatusSchema',
  'adminItemInputSchema', 'adminItemUpdateSchema', 'adminItemListQuerySchema', 'adminItemIdQuerySchema', 'imageUploadFieldsSchema',
  'adminOrderCancelSchema', 'adminOrdersSeenSchema', 'adminOrderListQuerySchema',
  'adminQnaListQuerySchema', 'adminQnaAnswerSchema',
  'adminReviewListQuerySchema', 'adminReviewVisibilitySchema',
  'adminUserListQuerySchema', 'adminBlockUsersSchema', 'adminPointAdjustSchema',
  'auditLogQuerySchema',
  'businessInfoSchema', 'supportHoursSchema', 'bankAccountSchema', 'siteSettingsSchema', 'mainPageSettingsSchema',
]);

/** What the API sends back: its messages are never shown for a refusal, so they need none. */
const RESPONSE_SCHEMAS = new Set([
  'apiErrorSchema', 'healthSchema', 'pageInfoSchema',
  'codeResultSchema', 'loginIdCheckResponseSchema', 'signupResponseSchema', 'roleSchema', 'loginResponseSchema', 'authUserSchema',
  'authCheckResponseSchema', 'memberIdResponseSchema', 'oauthProvidersResponseSchema', 'findIdResponseSchema', 'findPwResponseSchema',
  'messageResponseSchema', 'outboxEntrySchema',
  'itemCategorySchema', 'itemSchema', 'itemListResponseSchema', 'itemDetailSchema', 'reviewSchema', 'qnaArticleSchema', 'itemDetailResponseSchema', 'itemReviewPageSchema', 'itemQnaPageSchema',
  'qnaWriteResultSchema', 'suggestionSchema', 'suggestionListSchema',
  'addCartResponseSchema', 'cartItemSchema', 'cartResponseSchema', 'cartLineUpdateResponseSchema', 'orderCreatedSchema', 'couponOptionSchema', 'orderSheetItemSchema', 'orderSheetSchema',
  'orderSheetUpdatedSchema', 'bankTransferResponseSchema', 'devPaymentResultSchema', 'paymentVerifiedSchema', 'paymentConfigSchema', 'orderStatusResponseSchema',
  'applicationStatusSchema', 'applicationRowSchema', 'uploadResultSchema', 'deleteFileResultSchema', 'applicationFileSchema', 'pendingUploadsResponseSchema', 'customDraftResponseSchema',
  'customSubmitResultSchema', 'applicationListResponseSchema', 'applicationDetailSchema',
  'myInfoSchema', 'myInfoResponseSchema', 'notificationPreferenceSchema', 'notificationResponseSchema', 'preferenceUpdateResponseSchema', 'pointRecordSchema',
  'pointResponseSchema', 'walletCouponSchema', 'couponPageSchema', 'couponUseResponseSchema',
  'myManagementDataSchema', 'mypageInfoResponseSchema', 'purchaseItemSchema', 'purchaseRefundSchema', 'purchaseSchema', 'purchaseListResponseSchema', 'purchaseDetailResponseSchema',
  'reviewableItemSchema', 'memberReviewSchema', 'reviewListResponseSchema', 'reviewablePageSchema', 'memberReviewPageSchema', 'reviewFormResponseSchema',
  'reviewWrittenSchema', 'memberQnaSchema', 'memberQnaPageSchema', 'qnaFormResponseSchema', 'qnaUpdatedSchema', 'mypageHomeResponseSchema',
  'subscriptionKeySummarySchema', 'subscriptionSummarySchema', 'subscriptionListResponseSchema', 'macSlotSchema', 'subscriptionDetailSchema',
  'subscriptionDetailResponseSchema', 'adminKeySchema', 'adminKeyListSchema', 'adminMacDeleteResponseSchema', 'adminKeyRevokeResultSchema', 'licenseAnswerSchema', 'licensePublicKeySchema',
  'adminCouponSchema', 'adminCouponListResponseSchema', 'adminCouponResultSchema', 'adminCouponIssueResultSchema',
  'adminApplicationRowSchema', 'adminApplicationListResponseSchema', 'applicationHistoryEntrySchema', 'adminApplicationDetailSchema',
  'dashboardDaySchema', 'adminDashboardSchema',
  'adminItemSchema', 'adminItemListResponseSchema', 'adminItemSaveResultSchema', 'imageUploadResultSchema',
  'adminNewOrderSchema', 'adminNewOrdersResponseSchema', 'adminOrdersSeenResponseSchema', 'adminOrderRowSchema', 'adminOrderListResponseSchema', 'adminOrderDetailSchema',
  'adminQnaRowSchema', 'adminQnaListResponseSchema', 'adminQnaDeleteResultSchema',
  'adminReviewRowSchema', 'adminReviewListResponseSchema',
  'adminUserRowSchema', 'adminUserListResponseSchema', 'adminBlockResultSchema', 'adminMemberPointSchema', 'adminMemberOrderSchema', 'adminMemberDetailSchema',
  'auditLogEntrySchema', 'auditLogResponseSchema',
  'publicSiteSettingsSchema',
]);

const exported = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ module, name, schema })),
);

const LONG = 'x'.repeat(20_000);
/**
 * Values a client can send where the schema wanted something else: JSON's other types, numbers
 * out of every range, strings past every length, and what a query string holds (text, a
 * repeated key's array). A missing key is covered by the other keys of each object tried.
 */
const HOSTILE: unknown[] = [
  null, true, false, 0, -1, 1.5, 1e15, 2 ** 31,
  '', ' ', 'x', '0', '-1', '1.5', '1e15', '99999999999', '2026-02-30', '0000-01-01', LONG, `${LONG}@example.com`,
  [], ['x'], ['1', '2'], [null], Array.from({ length: 1000 }, () => 'x'), Array.from({ length: 1000 }, (_, i) => i + 1), {}, { x: 1 },
];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** HOSTILE, plus for objects and arrays the same values one field or element at a time. */
function badValues(schema: z.ZodType, depth = 0): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return badValues(def.innerType!, depth);
    case 'pipe':
      return badValues(def.in!, depth);
    case 'union':
      return def.options!.flatMap((option) => badValues(option, depth));
    case 'object': {
      if (depth > 3) return HOSTILE;
      const shape = def.shape!;
      // Literal fields (a discriminated union's tag) are set, so the other fields get checked.
      const base: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) if (defOf(field).type === 'literal') base[key] = defOf(field).values![0];
      const perField = Object.entries(shape).flatMap(([key, field]) => badValues(field, depth + 1).map((value) => ({ ...base, [key]: value })));
      return [...HOSTILE, base, ...perField];
    }
    case 'array':
      if (depth > 3) return HOSTILE;
      return [...HOSTILE, ...badValues(def.element!, depth + 1).map((value) => [value])];
    default:
      return HOSTILE;
  }
}

const ZOD_DEFAULT = '<<zod default message>>';

function defaultMessagesOf(schema: z.ZodType) {
  const found = new Map<string, string>();
  for (const value of badValues(schema)) {
    const result = schema.safeParse(value, { error: () => ZOD_DEFAULT });
    for (const issue of result.error?.issues ?? []) {
      const where = `${issue.path.join('.') || '(whole value)'}: ${issue.code}`;
      if ((issue.message === ZOD_DEFAULT || !/[가-힣]/.test(issue.message)) && !found.has(where)) found.set(where, JSON.stringify(value)?.slice(0, 60) ?? '');
    }
  }
  return [...found].map(([where, value]) => `${where} ← ${value}`);
}

describe('Korean messages of request schemas', () => {
  it('sorts every exported schema into request or response', () => {
    const unsorted = exported.filter(({ name }) => !REQUEST_SCHEMAS.has(name) && !RESPONSE_SCHEMAS.has(name)).map(({ module, name }) => `${module}.${name}`);
    expect(unsorted, 'a new schema: add it to REQUEST_SCHEMAS or RESPONSE_SCHEMAS').toEqual([]);
    const names = new Set(exported.map(({ name }) => name));
    expect([...REQUEST_SCHEMAS].filter((name) => !names.has(name)), 'listed but no longer exported').toEqual([]);
  });

  const requests = exported.filter(({ name }) => REQUEST_SCHEMAS.has(name));
  it.each(requests.map(({ module, name, schema }) => [`${module}.${name}`, schema] as const))('%s refuses bad input in its own Korean words', (_, schema) => {
    expect(defaultMessagesOf(schema)).toEqual([]);
  });

  it('leaves no zod wording in the messages the API answers with', () => {
    // The same values through the API's setting (zod's Korean locale, no marker): spot checks of
    // the wording the house rule names.
    const zodWords = /\b(string|number|boolean|object|array|int|bigint|undefined|null|Invalid|expected|received|NaN)\b|^잘못된 입력/;
    for (const { schema } of requests) {
      for (const value of [null, 1.5, LONG, ['x'], {}]) {
        for (const issue of schema.safeParse(value).error?.issues ?? []) expect(issue.message).not.toMatch(zodWords);
      }
    }
  });
});
