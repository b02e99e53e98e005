import { useState } from 'react';
import type { AdminCoupon } from '@store/shared';
import { Button, Dialog, TextAreaField, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useIssueCoupon } from '../api/coupons.ts';
import { MESSAGES } from '../messages.ts';

/** Issues a coupon to members typed by login id (one per line or comma-separated). */
export function IssueCouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const issue = useIssueCoupon();
  const toast = useToast();
  const loginIds = [...new Set(text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean))];
  const left = coupon?.quantity == null ? null : coupon.quantity - coupon.issuedCount;

  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!coupon) return;
    if (loginIds.length === 0) return setError('쿠폰을 발급할 회원을 선택해 주세요.');
    issue.mutate(
      { couponId: coupon.couponId, loginIds },
      {
        onSuccess: (r) => {
          toast(MESSAGES.couponIssued(r.issued.length, r.alreadyHeld.length), 'success');
          close();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
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
          <Button onClick={submit} loading={issue.isPending}>
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
          setError(undefined);
        }}
        error={error}
        hint={`한 줄에 하나씩 또는 쉼표로 구분 (최대 100명). ${left === null ? '수량 무제한' : `남은 수량 ${left}장`} · 이미 가진 회원에게는 다시 발급하지 않습니다.`}
        className="min-h-32"
      />
    </Dialog>
  );
}
