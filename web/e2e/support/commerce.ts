import type { Page } from 'playwright-core';
import { baseURL } from './browser.ts';

// Helpers for the commerce specs: the demo accounts, logging in through the form, and the
// few direct API calls a person would make elsewhere (an admin confirming a deposit).

export const DEMO = { loginId: 'demo', password: 'demo1234!' } as const;
export const ADMIN = { loginId: 'admin', password: 'admin1234!' } as const;

/** Logs in through /login as a person would and waits until the form has sent us on. */
export async function logInThroughForm(page: Page, account: { loginId: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(account.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A bearer token straight from POST /api/login. */
export async function apiToken(account: { loginId: string; password: string }): Promise<string> {
  const res = await fetch(`${baseURL()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, keepLoggedIn: false }),
  });
  if (!res.ok) throw new Error(`login as ${account.loginId} failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function apiCall<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Two products on sale, from the public list. */
export async function twoProducts(): Promise<[number, number]> {
  const res = await fetch(`${baseURL()}/api/items`);
  const { items } = (await res.json()) as { items: { itemId: number }[] };
  if (items.length < 2) throw new Error('the demo catalog has fewer than two products');
  return [items[0]!.itemId, items[1]!.itemId];
}
