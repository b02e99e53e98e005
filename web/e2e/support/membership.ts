import type { Page } from 'playwright-core';
import type { OutboxEntry } from '@store/shared';
import { baseURL } from './browser.ts';

// Helpers for the membership specs: unique members per run and verification codes read from
// the dev outbox (GET /api/dev/outbox?to=, newest first), as the store's own log would show.

export interface TestMember {
  loginId: string;
  password: string;
  name: string;
  birth: string;
  email: string;
  phone: string;
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

export function uniqueMember(): TestMember {
  const tag = `${Date.now().toString(36).slice(-5)}${digits(3)}`;
  return {
    loginId: `e2e_${tag}`,
    password: 'Sign1234!',
    name: '김테스트',
    birth: '19920315',
    email: `e2e.${tag}@example.com`,
    phone: `010${digits(8)}`,
  };
}

/** Waits for a message to `to` sent after `since` and returns the 6-digit code in it. */
export async function codeFromOutbox(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const [latest] = (await res.json()) as OutboxEntry[];
      // 2 s of slack: the server's clock and this process's clock are the same machine's.
      if (latest && Date.parse(latest.createdAt) >= since - 2000) {
        const code = /\d{6}/.exec(latest.text)?.[0];
        if (code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification code for ${to} in the outbox`);
}

/** Presses 인증 요청, waits for the "sent" notice and types the code from the outbox. */
export async function requestAndEnterCode(page: Page, to: string): Promise<void> {
  const since = Date.now();
  await page.getByRole('button', { name: '인증 요청' }).click();
  await page.getByText('인증번호가 발송되었습니다.').waitFor();
  await page.getByLabel('인증번호', { exact: true }).fill(await codeFromOutbox(to, since));
}

/** The alert/confirm modal (useDialogs) with this text; returns its 확인 button. */
export async function expectAlert(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  return dialog.getByRole('button', { name: '확인' });
}

export async function logIn(page: Page, loginId: string, password: string, keep = false): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  if (keep) await page.getByRole('checkbox', { name: '로그인 유지' }).check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}
