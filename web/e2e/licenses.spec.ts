import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';
import { ADMIN, apiCall, apiToken, DEMO, logInThroughForm } from './support/commerce.ts';

// Subscriptions and license keys in the browser: a member reveals and copies a key, an admin
// creates a key and clears a MAC slot, and the desktop app (a fake storeDesktop bridge injected
// before any page script, as the preload would) activates a key on "this PC".

let browser: Browser;

interface Card {
  itemName: string;
  subscriptions: { subscriptionListId: number; useStatus: string }[];
}

async function demoKey(status: string): Promise<number> {
  const token = await apiToken(DEMO);
  const { body } = await apiCall<{ subscriptionData: Card[] }>('GET', '/api/subscription-list', token);
  const key = body.subscriptionData.flatMap((c) => c.subscriptions).find((k) => k.useStatus === status);
  if (!key) throw new Error(`demo has no ${status} key`);
  return key.subscriptionListId;
}

describe.skipIf(skipE2E())('licenses', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member sees the key cards, reveals a key after confirming and copies it', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInThroughForm(page, DEMO);
    await page.goto('/mypage/subscription');
    await page.getByRole('heading', { name: '구독 관리' }).waitFor();
    const cards = page.getByRole('list', { name: '구독 목록' }).locator(':scope > li');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('checkbox', { name: '만료된 구독 숨기기' }).check();
    await expectNoA11yViolations(page);

    const id = await demoKey('BEFORE_USE');
    await page.goto(`/mypage/subscription/detail/${id}`);
    const key = page.getByTestId('license-key');
    await key.waitFor();
    expect(await key.textContent()).toContain('****');
    await page.getByRole('button', { name: '키 보기' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '구독 기간이 시작됩니다' });
    await dialog.getByRole('button', { name: '확인' }).click();
    await page.getByRole('button', { name: '복사' }).waitFor();
    const shown = (await key.textContent())!;
    expect(shown).toMatch(/^AW[A-Z0-9]{2}(-[A-Z0-9]{4}){4}$/);
    await page.getByRole('button', { name: '복사' }).click();
    await page.getByText('라이선스 키를 클립보드에 복사했습니다.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(await page.getByRole('row', { name: /상태/ }).textContent()).toContain('사용 중');
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('an admin creates a key and clears one MAC slot after the Yes/No modal', async () => {
    const secret = (JSON.parse(readFileSync(join(inject('dataDir'), 'dev-secrets.json'), 'utf8')) as { subscriptionSecretToken: string }).subscriptionSecretToken;
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInThroughForm(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('heading', { name: '구독 생성', level: 1 }).waitFor();
    const buyer = `e2e${Date.now().toString(36).slice(-5)}`;
    await page.getByLabel('구매자 이름').fill(buyer);
    const product = page.getByLabel('상품', { exact: true });
    await product.locator('option').nth(1).waitFor({ state: 'attached' });
    await product.selectOption({ index: 1 });
    await page.getByLabel('기간').selectOption('3');
    await page.getByLabel('시크릿 토큰').fill(secret);
    await page.getByRole('button', { name: '라이선스 키 생성' }).click();
    const created = page.getByRole('dialog').filter({ hasText: '라이선스 키가 생성되었습니다' });
    await created.waitFor();
    const hashKey = /AW[A-Z0-9]{2}(-[A-Z0-9]{4}){4}/.exec((await created.textContent())!)![0];
    await created.getByRole('button', { name: '확인' }).click();

    // Two PCs activate the new key, as the purchased program would.
    for (const mac of ['02-11-22-33-44-01', '02-11-22-33-44-02']) {
      const res = await fetch(new URL('/api/licenses/activate', page.url()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hashKey, macAddress: mac }) });
      expect(res.status).toBe(200);
    }
    await page.getByLabel('라이선스 키 검색').fill(buyer);
    const row = page.getByRole('row').filter({ hasText: buyer });
    await row.getByText('02:11:22:33:44:02').waitFor();
    await expectNoA11yViolations(page);

    await row.getByRole('button', { name: `${hashKey} 복사` }).click();
    const copied = page.getByRole('dialog').filter({ hasText: '클립보드에 복사' });
    await copied.getByRole('button', { name: '확인' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hashKey);

    await row.getByRole('button', { name: '02:11:22:33:44:02 삭제' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '삭제하시겠습니까' });
    await modal.getByRole('button', { name: '삭제', exact: true }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'MAC 주소가 삭제되었습니다.' });
    await done.getByRole('button', { name: '확인' }).click();
    await row.getByText('02:11:22:33:44:02').waitFor({ state: 'detached' });
    expect(await row.textContent()).toContain('02:11:22:33:44:01');

    const token = await apiToken(ADMIN);
    const { body } = await apiCall<{ hashKey: string; macAddress1: string | null; macAddress2: string | null }[]>('GET', `/api/subscription/list/temp?search=${buyer}`, token);
    expect(body[0]).toMatchObject({ hashKey, macAddress1: '02:11:22:33:44:01', macAddress2: null });
    await context.close();
  });

  it('on a phone, the admin sees each key as a card, its PCs\' delete buttons and its state in view', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await logInThroughForm(page, ADMIN);
    await page.goto('/admin');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /삭제$/ }) }).first();
    const remove = row.getByRole('button', { name: /삭제$/ }).first();
    await remove.scrollIntoViewIfNeeded();
    // The whole card fits the phone: nothing is reached by scrolling the list sideways.
    for (const shown of [row, remove, row.getByText(/^(활성|비활성|회원 정지)$/)]) {
      const box = (await shown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('in the desktop app, activates a key on this PC and shows the slot it took', async () => {
    const token = await apiToken(DEMO);
    const id = await demoKey('GRANTED');
    const { context, page } = await newPage(browser);
    // The preload's bridge, faked: the token from the "keychain" and this PC's identity.
    await context.addInitScript(
      ({ token }) => {
        (window as unknown as { storeDesktop: unknown }).storeDesktop = {
          auth: { getToken: async () => token, setToken: async () => {}, deleteToken: async () => {}, keychainStatus: async () => ({ available: true }) },
          device: { getInfo: async () => ({ macAddress: '02:DE:5C:70:00:01', machineId: 'a'.repeat(64), hostname: 'e2e-pc', platform: 'win32' }) },
          shell: { openExternal: async () => {} },
          app: { getVersion: async () => '0.1.0' },
        };
      },
      { token },
    );
    await page.goto(`/mypage/subscription/detail/${id}`);
    await page.getByRole('heading', { name: '이 PC에서 사용하기' }).waitFor();
    await page.getByRole('button', { name: '이 PC에서 활성화' }).click();
    await page.getByText('이 PC에서 라이선스가 활성화되었습니다.').waitFor();
    const slot = page.getByRole('listitem', { name: /02:DE:5C:70:00:01/ });
    await slot.waitFor();
    expect(await slot.textContent()).toContain('이 PC');
    await page.getByRole('status').filter({ hasText: '이 PC는 이미 이 라이선스 키의 슬롯을 사용하고 있습니다.' }).waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });
});
