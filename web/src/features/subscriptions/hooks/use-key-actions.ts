import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubscriptionDetailResponse } from '@store/shared';
import { useDialogs, useToast } from '../../../components/index.ts';
import { ApiError, errorMessage, resultOf } from '../../../lib/api-client.ts';
import { activateLicense } from '../api/activate-license.ts';
import { subscriptionDetailKey } from '../api/get-subscription-detail.ts';
import { subscriptionsKey } from '../api/get-subscriptions.ts';
import { revealSubscription } from '../api/reveal-subscription.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';
import { slotOfThisPc } from '../this-pc.ts';

/**
 * Reveal (after the confirmation that it starts the period), copy, and activation on this PC
 * through the desktop bridge's device info. Failures are explained in dialogs (§8).
 */
export function useKeyActions(id: number) {
  const { alert, confirm } = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'reveal' | 'activate' | null>(null);

  const store = (data: SubscriptionDetailResponse) => {
    queryClient.setQueryData(subscriptionDetailKey(id), data);
    void queryClient.invalidateQueries({ queryKey: subscriptionsKey, exact: true });
  };

  /** Starts the period after the member agrees; returns the full key, or null. */
  const reveal = async (ask: { text: string; title: string } = { text: C.revealConfirm, title: C.revealTitle }): Promise<SubscriptionDetailResponse | null> => {
    if (!(await confirm(ask.text, { title: ask.title, confirmLabel: '확인', cancelLabel: '취소' }))) return null;
    setBusy('reveal');
    try {
      const data = await revealSubscription(id);
      store(data);
      return data;
    } catch (error) {
      await alert(error instanceof ApiError && error.status === 409 ? error.message : C.revealFailed);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast(C.copied, 'success');
    } catch {
      await alert(C.copyFailed);
    }
  };

  const activate = async (detail: SubscriptionDetailResponse, device: { macAddress: string | null; machineId: string | null }) => {
    if (!device.macAddress) return alert(C.noMac);
    let current = detail;
    if (!current.subscriptionDetail.revealed) {
      const started = await reveal({ text: C.activateStartsPeriod, title: C.activate });
      if (!started) return;
      current = started;
    }
    setBusy('activate');
    try {
      const moving = slotOfThisPc(current.subscriptionDetail.slots, device)?.moved === true;
      const answer = await activateLicense({ hashKey: current.subscriptionDetail.hashKey, macAddress: device.macAddress, ...(device.machineId ? { machineId: device.machineId } : {}) });
      toast(answer.result === 'ACTIVATED' ? C.activated : moving ? C.moved : C.alreadyHere, 'success');
    } catch (error) {
      if (resultOf(error) === 'SLOTS_FULL') await alert(C.slotsFull, { title: C.slotsFullTitle });
      else await alert(errorMessage(error));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: subscriptionDetailKey(id) });
    }
  };

  return { busy, reveal, copy, activate };
}
