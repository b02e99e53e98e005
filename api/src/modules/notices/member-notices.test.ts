import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { sendMemberNotice } from './member-notices.ts';

let ctx: TestContext;
let buyer: Buyer;
const texts: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      adapters: {
        email: { kind: 'smtp', send: () => Promise.reject(new Error('smtp down')) },
        sms: {
          kind: 'outbox',
          send: (m) => {
            texts.push(m.text);
            return Promise.resolve();
          },
        },
      },
    },
  );
  buyer = await createBuyer(ctx);
  await ctx.db.updateTable('members').set({ email_opt_in: true, sms_opt_in: true }).where('id', '=', buyer.id).execute();
});
afterAll(() => ctx.close());

describe('member notices', () => {
  it('still sends the text message when the e-mail fails: each channel goes out on its own', async () => {
    const sent = await sendMemberNotice(ctx.deps, buyer.id, { subject: '답변 등록', text: '문의에 답변이 등록되었습니다.', sms: '[오토웍스] 문의 답변 등록' });
    expect(sent).toEqual(['sms']);
    expect(texts).toEqual(['[오토웍스] 문의 답변 등록']);
  });
});
