import { useCallback, useEffect, useRef, useState } from 'react';
import { formatWon, type AdminNewOrdersResponse } from '@store/shared';
import { MSG } from '../messages.ts';
import { playChime, soundUnlocked, unlockSound } from './alert-sound.ts';

export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Sound and a browser notification when the polled new-order answer contains an order this
 * page has not announced yet. Nothing plays until the admin clicks "알림 켜기" (browsers refuse
 * sound without a gesture); the orders already shown on arrival are announced once then too.
 */
export function useNewOrderAlerts(data: AdminNewOrdersResponse | undefined) {
  const [enabled, setEnabled] = useState(false);
  const [permission, setPermission] = useState<NotificationState>(notificationState);
  const announced = useRef(new Set<number>());

  const enable = useCallback(async () => {
    const sound = await unlockSound();
    let state = notificationState();
    if (state === 'default') state = await Notification.requestPermission().catch(() => 'denied' as const);
    setPermission(state);
    setEnabled(sound || state === 'granted');
    if (sound) playChime();
  }, []);

  useEffect(() => {
    if (!data || !enabled) return;
    const fresh = data.orders.filter((o) => !announced.current.has(o.orderId));
    if (fresh.length === 0) return;
    for (const o of fresh) announced.current.add(o.orderId);
    if (soundUnlocked()) playChime();
    if (notificationState() === 'granted') {
      const first = fresh[0]!;
      const body = fresh.length === 1 ? `${first.buyerName} · ${first.productName} · ${formatWon(first.totalPrice)}` : `${first.buyerName}님 외 ${fresh.length - 1}건`;
      try {
        new Notification(MSG.notificationTitle, { body, tag: 'admin-new-orders' });
      } catch {
        /* Some browsers only allow notifications from a service worker: the sound still played. */
      }
    }
  }, [data, enabled]);

  return { enabled, permission, enable };
}
