import {
  ADMIN_ITEM_MESSAGES as M,
  discountRateOf,
  ITEM_CATEGORY_LABELS,
  productTagFilterOf,
  type AdminItem,
  type AdminItemListResponse,
  type AdminItemValues,
  type ItemStatus,
} from '@store/shared';
import { inTransaction, lockKeyForTransaction, type Tx } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { insertAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound, refuseIfChangedSince } from '../../lib/errors.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import * as repo from './admin-items.repository.ts';
import { type ImageSize, uploadedImageSize } from './item-images.ts';

// Admin product rules. The storefront reads items straight from the table (no cache), so a
// saved change is what the next storefront request shows.

type Admin = { memberId: number; ip: string | null };

export function toAdminItem(row: repo.AdminItemRow): AdminItem {
  return {
    itemId: row.id,
    itemName: row.item_name,
    itemDescription: row.item_description,
    installMethod: row.install_method,
    environment: row.environment,
    asSupport: row.as_support,
    costPrice: row.cost_price,
    salePrice: row.sale_price,
    discountRate: discountRateOf(row.cost_price, row.sale_price),
    saleQuantity: row.sale_quantity,
    category: row.category,
    categoryName: ITEM_CATEGORY_LABELS[row.category],
    itemStatus: row.item_status,
    tags: row.tags,
    recommend: row.recommend,
    thumbFileName: row.thumb_file_name,
    thumbPath: itemImagePath(row.thumb_file_name),
    detailImgFileName: row.detail_img_file_name,
    detailImgPath: itemImagePath(row.detail_img_file_name),
    videoUrl: row.video_url,
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listItemsForAdmin(deps: AppDeps, query: { q?: string | undefined; status: ItemStatus | 'ALL'; page: number; size: number }): Promise<AdminItemListResponse> {
  // `q` is NFC already (adminItemListQuerySchema): names and tags are stored composed.
  const { rows, total } = await repo.listAdminItems(deps.db, { ...(query.q ? { q: query.q } : {}), status: query.status, page: query.page, size: query.size });
  return { items: rows.map(toAdminItem), page: query.page, totalPages: Math.max(1, Math.ceil(total / query.size)), totalElements: total };
}

export async function getItemForAdmin(deps: AppDeps, itemId: number): Promise<AdminItem> {
  const row = await repo.findAdminItem(deps.db, itemId);
  if (!row) throw notFound(M.notFound);
  return toAdminItem(row);
}

/**
 * Image names must come from the upload call: a made-up name would show a broken image. Gives
 * back the detail image's size, which the product page uses to reserve its space.
 */
async function checkImages(deps: AppDeps, values: AdminItemValues): Promise<ImageSize | null> {
  let detailSize: ImageSize | null = null;
  for (const [field, name] of [['thumbFileName', values.thumbFileName], ['detailImgFileName', values.detailImgFileName]] as const) {
    if (!name) continue;
    const size = await uploadedImageSize(deps, name);
    if (size === undefined) throw badRequest(M.imageMissing, [{ path: field, message: M.imageMissing }]);
    if (field === 'detailImgFileName') detailSize = size;
  }
  return detailSize;
}

/** A filter tag in the code the /products filters match (productTagFilterOf), any other as typed. */
const filterTag = (tag: string) => productTagFilterOf(tag) ?? tag;

function columnsOf(v: AdminItemValues, detailSize: ImageSize | null) {
  return {
    item_name: v.itemName,
    item_description: v.itemDescription,
    install_method: v.installMethod,
    environment: v.environment,
    as_support: v.asSupport,
    cost_price: v.costPrice,
    sale_price: v.salePrice,
    sale_quantity: v.saleQuantity,
    category: v.category,
    item_status: v.itemStatus,
    tags: [...new Set(v.tags.map(filterTag))],
    recommend: v.recommend,
    thumb_file_name: v.thumbFileName,
    detail_img_file_name: v.detailImgFileName,
    detail_img_width: detailSize?.width ?? null,
    detail_img_height: detailSize?.height ?? null,
    video_url: v.videoUrl,
  };
}

/**
 * Refuses a name another product has. Under a lock on the name for the rest of the transaction,
 * so two admins saving the same new name at once cannot both find it free.
 */
async function refuseTakenName(tx: Tx, name: string, exceptId: number | null): Promise<void> {
  await lockKeyForTransaction(tx, `item-name:${name.toLowerCase()}`);
  const other = await repo.findItemNamed(tx, name, exceptId);
  if (other) throw conflict(M.duplicateName(other.id));
}

export async function createItem(deps: AppDeps, admin: Admin, values: AdminItemValues): Promise<AdminItem> {
  const detailSize = await checkImages(deps, values);
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    await refuseTakenName(tx, values.itemName, null);
    const id = await repo.createAdminItem(tx, { ...columnsOf(values, detailSize), created_at: now, updated_at: now });
    const created = toAdminItem((await repo.findAdminItem(tx, id))!);
    await insertAudit(tx, { actorMemberId: admin.memberId, action: 'item.create', targetType: 'item', targetId: String(id), after: created, ip: admin.ip, now });
    return created;
  });
}

export async function updateItem(deps: AppDeps, admin: Admin, itemId: number, values: AdminItemValues): Promise<AdminItem> {
  const detailSize = await checkImages(deps, values);
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    // Row lock: two admins saving at once get two consistent before/after pairs in the log.
    const before = await repo.findAdminItem(tx, itemId, true);
    if (!before) throw notFound(M.notFound);
    refuseIfChangedSince(values.updatedAt, before.updated_at.toISOString(), M.changedMeanwhile);
    await refuseTakenName(tx, values.itemName, itemId);
    await repo.updateAdminItem(tx, itemId, { ...columnsOf(values, detailSize), updated_at: now });
    const updated = toAdminItem((await repo.findAdminItem(tx, itemId))!);
    await insertAudit(tx, { actorMemberId: admin.memberId, action: 'item.update', targetType: 'item', targetId: String(itemId), before: toAdminItem(before), after: updated, ip: admin.ip, now });
    return updated;
  });
}
