import {
  ADMIN_ITEM_MESSAGES,
  businessInfoSchema,
  DEFAULT_MAIN_PAGE,
  DEFAULT_SITE_TEXT,
  mainPageSettingsSchema,
  SITE_SETTINGS_MESSAGES,
  supportHoursSchema,
  type MainPageSettings,
  type PublicSiteSettings,
  type SiteSettings,
} from '@store/shared';
import { z } from 'zod';
import { inTransaction, type Db } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { insertAudit } from '../../lib/audit.ts';
import { badRequest, refuseIfChangedSince } from '../../lib/errors.ts';
import { uploadedImageSize } from '../admin-items/item-images.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import { COMMERCE_SETTING_KEYS, commerceSettings } from '../orders/order-settings.ts';
import * as repo from './site-settings.repository.ts';

// Site settings live in app_settings, one row per group. The commerce rows (bank account,
// deposit deadline, earn rate) are the very rows checkout and fulfilment read through
// commerceSettings(), so a save takes effect on the next order without a restart or a cache.
// A stored value that no longer parses falls back to the default: a bad row cannot break pages.

export const SITE_SETTING_KEYS = {
  business: 'site.business',
  supportHours: 'site.support_hours',
  chatChannelUrl: 'site.chat_channel_url',
  mainPage: 'site.main_page',
} as const;

const ALL_KEYS = [...Object.values(SITE_SETTING_KEYS), ...Object.values(COMMERCE_SETTING_KEYS)];

function parsedOr<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = value === undefined ? undefined : schema.safeParse(value);
  return parsed?.success ? parsed.data : fallback;
}

async function siteText(db: Db) {
  const rows = await repo.readSettings(db, Object.values(SITE_SETTING_KEYS));
  return {
    business: parsedOr(businessInfoSchema, rows.get(SITE_SETTING_KEYS.business), DEFAULT_SITE_TEXT.business),
    supportHours: parsedOr(supportHoursSchema, rows.get(SITE_SETTING_KEYS.supportHours), DEFAULT_SITE_TEXT.supportHours),
    chatChannelUrl: parsedOr(z.string().regex(/^https:\/\//), rows.get(SITE_SETTING_KEYS.chatChannelUrl), DEFAULT_SITE_TEXT.chatChannelUrl),
    mainPage: parsedOr(mainPageSettingsSchema, rows.get(SITE_SETTING_KEYS.mainPage), DEFAULT_MAIN_PAGE),
  };
}

/** The settings screen's keys: the main page has a screen (and a save) of its own. */
const SETTINGS_SCREEN_KEYS = ALL_KEYS.filter((key) => key !== SITE_SETTING_KEYS.mainPage);

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [text, commerce, updatedAt] = await Promise.all([siteText(db), commerceSettings(db), repo.settingsUpdatedAt(db, SETTINGS_SCREEN_KEYS)]);
  return { business: text.business, supportHours: text.supportHours, chatChannelUrl: text.chatChannelUrl, ...commerce, updatedAt: updatedAt?.toISOString() ?? null };
}

/** What every visitor may read: no bank details beyond what the footer needs. */
export async function getPublicSiteSettings(db: Db): Promise<PublicSiteSettings> {
  const text = await siteText(db);
  return {
    business: text.business,
    supportHours: text.supportHours,
    chatChannelUrl: text.chatChannelUrl,
    mainPage: { ...text.mainPage, hero: { ...text.mainPage.hero, imagePath: itemImagePath(text.mainPage.hero.imageFileName) } },
  };
}

/**
 * The store's name as an admin keeps it: what messages and e-mails are signed with ("[오토웍스]"),
 * so a renamed store does not go on writing to its members under the old name.
 */
export async function storeName(db: Db): Promise<string> {
  const rows = await repo.readSettings(db, [SITE_SETTING_KEYS.business]);
  return parsedOr(businessInfoSchema, rows.get(SITE_SETTING_KEYS.business), DEFAULT_SITE_TEXT.business).storeName;
}

export async function getMainPage(db: Db): Promise<MainPageSettings> {
  const [text, updatedAt] = await Promise.all([siteText(db), repo.settingsUpdatedAt(db, [SITE_SETTING_KEYS.mainPage])]);
  return { ...text.mainPage, updatedAt: updatedAt?.toISOString() ?? null };
}

type Admin = { memberId: number; ip: string | null };

export async function saveSiteSettings(deps: AppDeps, admin: Admin, next: SiteSettings): Promise<SiteSettings> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    await repo.lockSettings(tx, ALL_KEYS);
    const before = await getSiteSettings(tx);
    refuseIfChangedSince(next.updatedAt, before.updatedAt ?? null, SITE_SETTINGS_MESSAGES.changedMeanwhile);
    await repo.writeSetting(tx, SITE_SETTING_KEYS.business, next.business, now);
    await repo.writeSetting(tx, SITE_SETTING_KEYS.supportHours, next.supportHours, now);
    await repo.writeSetting(tx, SITE_SETTING_KEYS.chatChannelUrl, next.chatChannelUrl, now);
    await repo.writeSetting(tx, COMMERCE_SETTING_KEYS.bankAccount, next.bankAccount, now);
    await repo.writeSetting(tx, COMMERCE_SETTING_KEYS.depositDeadlineDays, next.depositDeadlineDays, now);
    await repo.writeSetting(tx, COMMERCE_SETTING_KEYS.pointEarnRatePercent, next.pointEarnRatePercent, now);
    const { updatedAt: _loaded, ...after } = next;
    await insertAudit(tx, { actorMemberId: admin.memberId, action: 'settings.update', targetType: 'app_settings', targetId: 'site', before, after, ip: admin.ip, now });
    return { ...after, updatedAt: now.toISOString() };
  });
}

export async function saveMainPage(deps: AppDeps, admin: Admin, next: MainPageSettings): Promise<MainPageSettings> {
  const now = deps.clock.now();
  const banner = next.hero.imageFileName;
  // Like a product's images: a banner must be an uploaded image, or every home page shows a
  // broken one. The one already saved is kept as it is.
  if (banner && banner !== (await getMainPage(deps.db)).hero.imageFileName && !(await uploadedImageSize(deps, banner))) {
    throw badRequest(ADMIN_ITEM_MESSAGES.imageMissing, [{ path: 'hero.imageFileName', message: ADMIN_ITEM_MESSAGES.imageMissing }]);
  }
  return inTransaction(deps.db, async (tx) => {
    await repo.lockSettings(tx, [SITE_SETTING_KEYS.mainPage]);
    const before = await getMainPage(tx);
    refuseIfChangedSince(next.updatedAt, before.updatedAt ?? null, SITE_SETTINGS_MESSAGES.changedMeanwhile);
    const { updatedAt: _loaded, ...stored } = next;
    await repo.writeSetting(tx, SITE_SETTING_KEYS.mainPage, stored, now);
    await insertAudit(tx, { actorMemberId: admin.memberId, action: 'settings.main-page.update', targetType: 'app_settings', targetId: SITE_SETTING_KEYS.mainPage, before, after: stored, ip: admin.ip, now });
    return { ...stored, updatedAt: now.toISOString() };
  });
}
