import { z } from 'zod';
import { ITEM_CATEGORIES, ITEM_STATUSES } from '../constants/enums.ts';
import { youtubeId } from '../rules/video.ts';
import { withParticle } from '../rules/hangul.ts';
import { loadedVersionSchema, REQUEST_MESSAGES } from './common.ts';

// Admin product contract (store.md §3 "Admin product", §7 Admin calls). Prices are integer won;
// the discount rate is derived from the list (cost) and sale prices, never sent.

export const ITEM_STATUS_LABELS: Record<(typeof ITEM_STATUSES)[number], string> = { SALE: '판매 중', PENDING: '판매 대기', STOP: '판매 중지' };
export const ITEM_CATEGORY_LABELS: Record<(typeof ITEM_CATEGORIES)[number], string> = {
  BEST: '베스트',
  NEW: '신상품',
  DISCOUNTED: '할인',
  NCOMPANY: 'N사',
  KCOMPANY: 'K사',
  MARKETING: '마케팅',
  ETC: '기타',
};

export const ADMIN_ITEM_LIMITS = { maxPrice: 100_000_000, maxTags: 10, tagMax: 20, nameMax: 100, descriptionMax: 500, textMax: 300 } as const;

/** Names the upload call generates (`thumbnail-….webp`); anything else is refused. */
export const ITEM_IMAGE_NAME = /^[A-Za-z0-9_-]{1,100}\.(webp|png|jpg|jpeg|gif)$/;
const imageName = z.string({ error: '이미지를 다시 업로드해 주세요.' }).regex(ITEM_IMAGE_NAME, '이미지를 다시 업로드해 주세요.');

const won = (label: string) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해 주세요.` })
    .int(`${withParticle(label, '은/는')} 원 단위 정수로 입력해 주세요.`)
    .min(0, `${withParticle(label, '은/는')} 0원 이상이어야 합니다.`)
    .max(ADMIN_ITEM_LIMITS.maxPrice, `${withParticle(label, '은/는')} 1억 원 이하로 입력해 주세요.`);

const text = (label: string, max: number = ADMIN_ITEM_LIMITS.textMax) =>
  z.string({ error: `${withParticle(label, '을/를')} 문자로 입력해 주세요.` }).trim().max(max, `${withParticle(label, '은/는')} ${max}자 이하로 입력해 주세요.`);

export const ADMIN_ITEM_MESSAGES = {
  notFound: '상품을 찾을 수 없습니다.',
  duplicateName: (id: number) => `같은 이름의 상품(상품 번호 ${id})이 이미 있습니다. 다른 이름을 입력해 주세요.`,
  imageMissing: '업로드한 이미지를 찾을 수 없습니다. 다시 업로드해 주세요.',
  notImage: '이미지 파일(PNG, JPEG, GIF, WebP)만 업로드할 수 있습니다.',
  tooLarge: '이미지는 10MB 이하만 업로드할 수 있습니다.',
  selectFile: '업로드할 파일을 선택해 주세요.',
  emptyFile: '빈 파일은 올릴 수 없습니다. 내용이 있는 이미지 파일을 선택해 주세요.',
  oneFile: '이미지는 한 번에 하나씩 올려 주세요.',
  tooManyPixels: '이미지 해상도가 너무 큽니다. 가로×세로 5,000만 화소 이하의 이미지를 올려 주세요.',
  uploadFailed: '파일 업로드에 실패했습니다.',
  saveFailed: '상품 저장에 실패했습니다.',
  fetchFailed: '상품 데이터를 불러오지 못했습니다.',
  videoUrl: '동영상 주소는 YouTube 영상 주소(https://www.youtube.com/watch?v=… 또는 https://youtu.be/…)를 입력해 주세요.',
  changedMeanwhile: '다른 관리자가 이 상품을 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해 주세요.',
  freeOnSale: '판매 중인 상품의 판매가는 1원 이상이어야 합니다.',
  versionMissing: '상품을 불러온 시점을 알 수 없습니다. 상품을 새로고침한 뒤 다시 저장해 주세요.',
} as const;

/** The fields of a product as the admin form sends them. */
const itemFields = {
  itemName: z.string({ error: '상품명을 입력해 주세요.' }).trim().min(1, '상품명을 입력해 주세요.').max(ADMIN_ITEM_LIMITS.nameMax, '상품명은 100자 이하로 입력해 주세요.'),
  itemDescription: text('상품 설명', ADMIN_ITEM_LIMITS.descriptionMax),
  installMethod: text('설치 방법'),
  environment: text('사용 환경'),
  asSupport: text('A/S 안내'),
  costPrice: won('정가'),
  salePrice: won('판매가'),
  saleQuantity: z.number({ error: '판매 수량을 숫자로 입력해 주세요.' }).int('판매 수량은 정수로 입력해 주세요.').min(0, '판매 수량은 0 이상이어야 합니다.').max(10_000_000, '판매 수량이 너무 큽니다.'),
  category: z.enum(ITEM_CATEGORIES, { error: '카테고리를 선택해 주세요.' }),
  /** Shown only; the server derives it from category. */
  categoryName: z.string({ error: '카테고리 이름을 문자로 입력해 주세요.' }).optional(),
  itemStatus: z.enum(ITEM_STATUSES, { error: '판매 상태를 선택해 주세요.' }),
  tags: z
    .array(z.string({ error: '태그를 문자로 입력해 주세요.' }).trim().min(1, '빈 태그는 넣을 수 없습니다.').max(ADMIN_ITEM_LIMITS.tagMax, '태그는 20자 이하로 입력해 주세요.'), {
      error: '태그 목록이 올바르지 않습니다.',
    })
    .max(ADMIN_ITEM_LIMITS.maxTags, '태그는 10개까지 넣을 수 있습니다.'),
  recommend: z.boolean({ error: '추천 여부를 선택해 주세요.' }),
  thumbFileName: imageName.nullable(),
  detailImgFileName: imageName.nullable(),
  videoUrl: z.union(
    [
      z
        .string({ error: ADMIN_ITEM_MESSAGES.videoUrl })
        .trim()
        // The detail page plays YouTube videos only: an address it cannot play is refused here.
        .refine((url) => youtubeId(url) !== null, ADMIN_ITEM_MESSAGES.videoUrl)
        .nullable(),
      z.literal('').transform(() => null),
    ],
    { error: ADMIN_ITEM_MESSAGES.videoUrl },
  ),
};

function itemRules(v: { salePrice: number; costPrice: number; itemStatus: string; thumbFileName: string | null }, ctx: z.RefinementCtx): void {
  if (v.salePrice > v.costPrice) ctx.addIssue({ code: 'custom', path: ['salePrice'], message: '판매가는 정가보다 클 수 없습니다.' });
  // A product on sale for 0원 would hand out license keys for nothing.
  else if (v.itemStatus === 'SALE' && v.salePrice === 0) ctx.addIssue({ code: 'custom', path: ['salePrice'], message: ADMIN_ITEM_MESSAGES.freeOnSale });
  if (v.itemStatus === 'SALE' && v.thumbFileName === null) ctx.addIssue({ code: 'custom', path: ['thumbFileName'], message: '판매 중인 상품에는 썸네일 이미지가 필요합니다.' });
}

/** A new product: what the form may leave out starts empty. The form's edits are checked by it too. */
export const adminItemInputSchema = z
  .object(
    {
      ...itemFields,
      itemDescription: itemFields.itemDescription.default(''),
      installMethod: itemFields.installMethod.default(''),
      environment: itemFields.environment.default(''),
      asSupport: itemFields.asSupport.default(''),
      saleQuantity: itemFields.saleQuantity.default(0),
      tags: itemFields.tags.default([]),
      recommend: itemFields.recommend.default(false),
      thumbFileName: itemFields.thumbFileName.default(null),
      detailImgFileName: itemFields.detailImgFileName.default(null),
      videoUrl: itemFields.videoUrl.default(null),
      /** The product's updatedAt as the form loaded it (an edit only). */
      updatedAt: loadedVersionSchema,
    },
    { error: REQUEST_MESSAGES.badRequest },
  )
  .superRefine(itemRules);

/**
 * An edit replaces the whole product, so every field is sent: one left out is refused rather than
 * saved empty over what was there. With the updatedAt the form loaded, so an edit made over
 * another admin's is refused (409) instead of undoing it.
 */
export const adminItemUpdateSchema = z
  .object(
    {
      ...itemFields,
      updatedAt: z.string({ error: ADMIN_ITEM_MESSAGES.versionMissing }).max(40, ADMIN_ITEM_MESSAGES.versionMissing),
    },
    { error: REQUEST_MESSAGES.badRequest },
  )
  .superRefine(itemRules);
export type AdminItemInput = z.input<typeof adminItemInputSchema>;
export type AdminItemValues = z.output<typeof adminItemInputSchema>;
export type AdminItemUpdate = z.input<typeof adminItemUpdateSchema>;

export const adminItemSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  itemDescription: z.string(),
  installMethod: z.string(),
  environment: z.string(),
  asSupport: z.string(),
  costPrice: z.number().int(),
  salePrice: z.number().int(),
  discountRate: z.number().int(),
  saleQuantity: z.number().int(),
  category: z.enum(ITEM_CATEGORIES),
  categoryName: z.string(),
  itemStatus: z.enum(ITEM_STATUSES),
  tags: z.array(z.string()),
  recommend: z.boolean(),
  thumbFileName: z.string().nullable(),
  thumbPath: z.string().nullable(),
  detailImgFileName: z.string().nullable(),
  detailImgPath: z.string().nullable(),
  videoUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

export const ADMIN_ITEM_STATUS_FILTERS = ['ALL', ...ITEM_STATUSES] as const;

export const adminItemListQuerySchema = z.object({
  // NFC before the length check, as adminSearchSchema: decomposed Hangul takes two or three
  // characters a syllable.
  q: z.string({ error: REQUEST_MESSAGES.badSearch }).normalize('NFC').trim().max(50, '검색어는 50자 이하로 입력해 주세요.').optional(),
  status: z.enum(ADMIN_ITEM_STATUS_FILTERS, { error: '알 수 없는 판매 상태입니다.' }).default('ALL'),
  page: z.coerce
    .number({ error: '페이지 번호가 올바르지 않습니다.' })
    .int('페이지 번호가 올바르지 않습니다.')
    .min(1, '페이지 번호가 올바르지 않습니다.')
    .max(10_000, '페이지 번호가 올바르지 않습니다.')
    .default(1),
  size: z.coerce
    .number({ error: '페이지 크기가 올바르지 않습니다.' })
    .int('페이지 크기가 올바르지 않습니다.')
    .min(1, '페이지 크기가 올바르지 않습니다.')
    .max(100, '페이지 크기는 100 이하입니다.')
    .default(20),
}, { error: REQUEST_MESSAGES.badRequest });
export type AdminItemListQuery = z.input<typeof adminItemListQuerySchema>;

export const adminItemListResponseSchema = z.object({
  items: z.array(adminItemSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type AdminItemListResponse = z.infer<typeof adminItemListResponseSchema>;

export const adminItemIdQuerySchema = z.object(
  {
    itemId: z.coerce.number({ error: '상품 번호가 올바르지 않습니다.' }).int('상품 번호가 올바르지 않습니다.').positive('상품 번호가 올바르지 않습니다.').max(2_147_483_647, '상품 번호가 올바르지 않습니다.'),
  },
  { error: REQUEST_MESSAGES.badRequest },
);

export const adminItemSaveResultSchema = z.object({ result: z.literal('success'), item: adminItemSchema });

export const IMAGE_UPLOAD_TYPES = ['thumbnail', 'detail', 'hero'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];
export const imageUploadFieldsSchema = z.object({
  fileType: z.enum(IMAGE_UPLOAD_TYPES, { error: "fileType은 'thumbnail', 'detail', 'hero' 중 하나여야 합니다." }),
}, { error: REQUEST_MESSAGES.badRequest });
export const imageUploadResultSchema = z.object({ result: z.literal('success'), d: z.string(), path: z.string() });

