import { useState } from 'react';
import { ADMIN_COUPON_MESSAGES, type AdminCoupon } from '@store/shared';
import { Button, Dialog, TextAreaField, useToast } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useIssueCoupon } from '../api/coupons.ts';
import { MESSAGES } from '../messages.ts';

/**
 * The server names each member it refuses in `errors` ("… (nosuch)") while its `message` is
 * the general one; the admin needs the names to fix the list.
 */
function refusedMembers(error: unknown): string[] {
  const body = error instanceof ApiError ? (error.body as { errors?: { message?: unknown }[] } | undefined) : undefined;
  const messages = Array.isArray(body?.errors) ? body.errors.map((e) => e?.message).filter((m): m is string => typeof m === 'string' && m !== '') : [];
  return [...new Set(messages)];
}

/** Issues a coupon to members typed by login id (one per line or comma-separated). */
export function IssueCouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [details, setDetails] = useState<string[]>([]);
  const issue = useIssueCoupon();
  // From the click on, not from `isPending` a tick later: a double click issued twice.
  const issuing = useSingleFlight();
  const toast = useToast();
  const loginIds = [...new Set(text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean))];
  const left = coupon?.quantity == null ? null : coupon.quantity - coupon.issuedCount;

  const showError = (message: string | undefined, list: string[] = []) => {
    setError(message);
    setDetails(list);
  };
  const close = () => {
    setText('');
    showError(undefined);
    onClose();
  };
  const submit = async () => {
    if (!coupon) return;
    if (loginIds.length === 0) return showError(ADMIN_COUPON_MESSAGES.noRecipients);
    try {
      const r = await issue.mutateAsync({ couponId: coupon.couponId, loginIds });
      toast(MESSAGES.couponIssued(r.issued.length, r.alreadyHeld.length), 'success');
      close();
    } catch (e) {
      // One refused member: their line is the whole message. Several: the general message,
      // then one line each below it.
      const refused = refusedMembers(e);
      if (refused.length === 1) showError(refused[0]);
      else showError(errorMessage(e), refused);
    }
  };

  return (
    <Dialog
      open={coupon !== null}
      onClose={close}
      title={`쿠폰 발급: ${coupon?.name ?? ''}`}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            취소
          </Button>
          <Button onClick={() => void issuing.run(submit)} disabled={issuing.busy} loading={issue.isPending}>
            발급
          </Button>
        </>
      }
    >
      <TextAreaField
        label="받을 회원 아이디"
        placeholder={'demo\nuser01'}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          showError(undefined);
        }}
        error={error}
        hint={`한 줄에 하나씩 또는 쉼표로 구분 (최대 100명). ${left === null ? '수량 무제한' : `남은 수량 ${left}장`} · 이미 가진 회원에게는 다시 발급하지 않습니다.`}
        className="min-h-32"
      />
      {details.length > 1 && (
        <ul aria-label="발급할 수 없는 회원" className="mt-2 list-disc space-y-0.5 pl-5 text-[13px] text-danger">
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
