import { useMemo, useRef, useState } from 'react';
import { checkoutAmounts, formatPoints, isEmailAddress, type CouponOption, type CouponTerms, type OrderSheet, type PaymentMethod } from '@store/shared';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { maxPointsFor, settledPoints, typedPoints } from './points.ts';

export function couponTerms(coupon: CouponOption): CouponTerms {
  return {
    discountType: coupon.discountType,
    discountValue: coupon.discountType === 'PERCENT' ? coupon.discountRate : coupon.discountAmount,
    minPurchase: coupon.minPurchase,
  };
}

/** The bank-transfer e-mail's error, or undefined when it is fine. */
export function orderEmailError(email: string): string | undefined {
  if (!email.trim()) return C.emailRequired;
  return isEmailAddress(email) ? undefined : C.invalidEmail;
}

export function focusField(el: HTMLElement | null): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/**
 * What the buyer chose on the order sheet and the live amounts it comes to (checkoutAmounts,
 * the same rule the server charges by). The server's answer replaces these once applied.
 */
export function useCheckoutForm(sheet: OrderSheet) {
  const [points, setPointsRaw] = useState('');
  // What the box did to what was typed (dropped a sign, held it at the most, rounded it to 10P):
  // said beside it, rather than changed without a word.
  const [pointsNote, setPointsNote] = useState<string | null>(null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('SIMPLE_PAY');
  const [email, setEmail] = useState(sheet.email);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>();
  // Where to take the buyer when a check fails: on a phone the field may be far off screen.
  const emailRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);

  const maxPoints = maxPointsFor(sheet.memberPoint, sheet.totalSum);
  const coupon = sheet.coupons.find((c) => c.couponId === couponId) ?? null;
  const amounts = useMemo(
    () => checkoutAmounts(sheet.totalSum, Number(points || 0), sheet.memberPoint, coupon ? couponTerms(coupon) : null),
    [sheet.totalSum, sheet.memberPoint, points, coupon],
  );

  return {
    points,
    maxPoints,
    pointsNote,
    typePoints: (raw: string) => {
      const next = typedPoints(raw, maxPoints);
      const typed = raw.replaceAll(',', '').trim();
      setPointsNote(/\D/.test(typed) ? C.pointsDigitsOnly : typed !== '' && Number(typed) > maxPoints ? C.pointsCapped(formatPoints(maxPoints)) : null);
      setPointsRaw(next);
    },
    settlePoints: () => {
      const settled = settledPoints(points, sheet.memberPoint, sheet.totalSum);
      if (settled !== points) setPointsNote(C.pointsRounded(formatPoints(Number(settled))));
      setPointsRaw(settled);
    },
    useAllPoints: () => {
      setPointsNote(null);
      setPointsRaw(maxPoints > 0 ? String(maxPoints) : '');
    },
    couponId,
    setCouponId,
    method,
    setMethod,
    email,
    setEmail: (value: string) => {
      setEmail(value);
      if (emailError) setEmailError(orderEmailError(value));
    },
    emailError,
    setEmailError,
    emailRef,
    checkEmail: (focus = false) => {
      const error = orderEmailError(email);
      setEmailError(error);
      if (error && focus) focusField(emailRef.current);
      return !error;
    },
    agreed,
    setAgreed: (value: boolean) => {
      setAgreed(value);
      if (value) setAgreeError(undefined);
    },
    agreeError,
    agreeRef,
    checkAgreed: (focus = false) => {
      setAgreeError(agreed ? undefined : C.agreementRequired);
      if (!agreed && focus) focusField(agreeRef.current);
      return agreed;
    },
    amounts,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
