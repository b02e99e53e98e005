import { act, renderHook } from '@testing-library/react';
import type { AdminNewOrdersResponse } from '@store/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNewOrderAlerts } from './use-new-order-alerts.ts';

const oscillators: number[] = [];

class FakeAudioContext {
  state = 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
  }
  createOscillator() {
    oscillators.push(1);
    return { type: '', frequency: { value: 0 }, connect: (n: unknown) => n, start() {}, stop() {} };
  }
  createGain() {
    const node = { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n: unknown) => n };
    return node;
  }
}

const shown: { title: string; body: string | undefined }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as const;
  });
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
}

const order = (orderId: number, buyerName: string) => ({
  orderId,
  orderNumber: `AW20261122-00000${orderId}`,
  buyerName,
  productName: '쇼핑몰 주문 수집기',
  orderQuantity: 1,
  totalPrice: 49_000,
  paymentMethod: 'BANK_TRANSFER' as const,
  orderStatus: 'WAITING' as const,
  orderDate: '2026-11-22T05:00:00.000Z',
});
const answer = (orders: ReturnType<typeof order>[]): AdminNewOrdersResponse => ({ count: orders.length, orders, since: '2026-11-21T00:00:00.000Z', checkedAt: '2026-11-22T06:00:00.000Z' });

beforeEach(() => {
  oscillators.length = 0;
  shown.length = 0;
  FakeNotification.permission = 'default';
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => vi.unstubAllGlobals());

describe('useNewOrderAlerts', () => {
  it('stays silent until "알림 켜기", then chimes and notifies once per new order', async () => {
    const { result, rerender } = renderHook(({ data }) => useNewOrderAlerts(data), { initialProps: { data: answer([order(1, '박지훈')]) } });
    expect(shown).toEqual([]);
    expect(result.current.enabled).toBe(false);

    await act(() => result.current.enable());
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
    expect(result.current).toMatchObject({ enabled: true, permission: 'granted' });
    // The test chime on the click, then the announcement of the order already waiting.
    expect(shown).toEqual([{ title: '오토웍스 새 주문', body: '박지훈 · 쇼핑몰 주문 수집기 · 49,000원' }]);
    const chimes = oscillators.length;
    expect(chimes).toBeGreaterThanOrEqual(4);

    // The next poll with the same order: nothing new to announce.
    rerender({ data: answer([order(1, '박지훈')]) });
    expect(shown).toHaveLength(1);
    expect(oscillators.length).toBe(chimes);

    rerender({ data: answer([order(3, '최유진'), order(2, '정민권'), order(1, '박지훈')]) });
    expect(shown).toHaveLength(2);
    expect(shown[1]!.body).toBe('최유진님 외 1건');
    expect(oscillators.length).toBeGreaterThan(chimes);
  });

  it('still chimes when notifications are blocked', async () => {
    FakeNotification.permission = 'denied';
    const { result } = renderHook(() => useNewOrderAlerts(answer([order(5, '이서연')])));
    await act(() => result.current.enable());
    expect(result.current).toMatchObject({ enabled: true, permission: 'denied' });
    expect(shown).toEqual([]);
    expect(oscillators.length).toBeGreaterThanOrEqual(4);
  });
});
