import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/field.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useRegisterCouponMutation } from '../api/coupons.ts';
import { ACCOUNT_COPY } from '../messages.ts';

const CODE = /^[A-Za-z0-9_-]{3,30}$/;

/** 쿠폰 등록: a code from an event or an admin goes into the wallet. */
export function CouponRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const register = useRegisterCouponMutation();
  const toast = useToast();
  // A double click on 등록 submits twice: the second, refused as already registered, raced the first.
  const flight = useSingleFlight();

  const submit = async () => {
    const value = code.trim();
    if (!CODE.test(value)) {
      setError('쿠폰 코드는 영문, 숫자, -, _ 로 3~30자입니다.');
      return;
    }
    try {
      const res = await register.mutateAsync(value);
      setError(undefined);
      setCode('');
      toast(`${res.message} (${res.coupon.name})`, 'success');
      onRegistered();
    } catch (err) {
      setError(errorMessage(err, ACCOUNT_COPY.couponRegisterFailed));
    }
  };

  return (
    <form onSubmit={flight.onSubmit(submit)} noValidate className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <TextField
        label="쿠폰 등록"
        placeholder="쿠폰 코드를 입력해 주세요"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        maxLength={30}
        error={error}
        onChange={(e) => setCode(e.target.value)}
        addon={
          <Button type="submit" className="h-12 w-[104px] shrink-0" loading={flight.busy} disabled={!code.trim()}>
            등록
          </Button>
        }
      />
    </form>
  );
}
