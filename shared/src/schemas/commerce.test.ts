import { describe, expect, it } from 'vitest';
import { devPaymentSchema, orderRequestSchema, orderSheetUpdateSchema, paymentVerifySchema } from './commerce.ts';

describe('commerce contract', () => {
  const order = { memberId: 1, items: [{ itemId: 2, month: 3, quantity: 1 }] };

  it('takes an order with numbers only, no coercion in a JSON body', () => {
    expect(orderRequestSchema.parse(order)).toEqual({ ...order, orderType: 'NEW', fromCart: false });
    for (const month of [null, true, '3', 2, 0.5]) {
      expect(orderRequestSchema.safeParse({ ...order, items: [{ itemId: 2, month, quantity: 1 }] }).success).toBe(false);
    }
    expect(orderRequestSchema.safeParse({ ...order, items: [{ itemId: 2, month: 0, quantity: 1 }] }).success).toBe(true);
    expect(orderRequestSchema.safeParse({ ...order, items: [{ itemId: 2, month: 1, quantity: '5' }] }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...order, memberId: 2 ** 31 }).success).toBe(false);
  });

  it('accepts points in whole multiples of 10 only', () => {
    const sheet = { orderId: 1, usePoint: 1000, couponId: null, paymentMethod: 'SIMPLE_PAY' };
    expect(orderSheetUpdateSchema.parse(sheet).usePoint).toBe(1000);
    for (const usePoint of [-10, 10.5, 15, 1e12, '100', null]) {
      const result = orderSheetUpdateSchema.safeParse({ ...sheet, usePoint });
      expect(result.success).toBe(false);
    }
    expect(orderSheetUpdateSchema.safeParse({ ...sheet, paymentMethod: 'CRYPTO' }).success).toBe(false);
    expect(orderSheetUpdateSchema.safeParse({ ...sheet, couponId: 2 ** 40 }).success).toBe(false);
  });

  it('bounds payment amounts', () => {
    expect(paymentVerifySchema.safeParse({ paymentId: 'p', amount: 2 ** 53, orderId: 1 }).success).toBe(false);
    expect(devPaymentSchema.safeParse({ paymentId: 'p', amount: -1, status: 'PAID' }).success).toBe(false);
    expect(devPaymentSchema.safeParse({ paymentId: 'p', amount: 100, status: 'CANCELLED' }).success).toBe(false);
  });
});
