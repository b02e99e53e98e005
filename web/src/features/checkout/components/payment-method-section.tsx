import { CreditCard, ExternalLink, Landmark, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '@store/shared';
import { cn, TextField } from '../../../components/index.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import type { CheckoutForm } from '../state/use-checkout-form.ts';
import { CheckoutSection } from './checkout-section.tsx';

const METHODS: { value: PaymentMethod; label: string; hint: string; Icon: LucideIcon }[] = [
  { value: 'SIMPLE_PAY', label: '간편결제(카드)', hint: '신용·체크카드', Icon: CreditCard },
  { value: 'BANK_TRANSFER', label: '무통장 입금', hint: '입금 확인 후 발급', Icon: Landmark },
];

/**
 * 간편결제(카드) or 무통장 입금; a transfer asks for the e-mail the account details go to. In the
 * desktop app a card payment continues on the website (`cardOnWebsite`), which the section says.
 */
export function PaymentMethodSection({ form, locked, cardOnWebsite = false }: { form: CheckoutForm; locked: boolean; cardOnWebsite?: boolean }) {
  return (
    <CheckoutSection id="method-title" title="결제 수단">
      <fieldset disabled={locked}>
        <legend className="sr-only">결제 수단 선택</legend>
        <div className="grid grid-cols-2 gap-2.5">
          {METHODS.map(({ value, label, hint, Icon }) => {
            const active = form.method === value;
            return (
              <label
                key={value}
                className={cn(
                  'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-2 py-4 text-center transition-colors has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  active ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-line hover:border-brand-200',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={value}
                  checked={active}
                  onChange={() => form.setMethod(value)}
                  className="sr-only"
                />
                <Icon className={cn('size-6', active ? 'text-brand-600' : 'text-mute')} aria-hidden />
                <span className={cn('text-[15px] font-bold', active ? 'text-brand-700' : 'text-ink')}>{label}</span>
                <span className="text-xs text-mute">{hint}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {cardOnWebsite && form.method !== 'BANK_TRANSFER' && (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-soft/70 p-4 text-[13px] leading-relaxed text-sub">
          <ExternalLink className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {C.cardOnWebsiteNote}
        </p>
      )}

      {form.method === 'BANK_TRANSFER' && (
        <div className="mt-5 rounded-xl bg-soft/70 p-4">
          <TextField
            ref={form.emailRef}
            label="입금 안내를 받을 이메일"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="example@email.com"
            value={form.email}
            onChange={(e) => form.setEmail(e.target.value)}
            onBlur={() => form.email && form.checkEmail()}
            error={form.emailError}
            hint="입금 계좌와 입금 기한을 이 주소로 보내 드립니다."
          />
          <ul className="mt-3 list-disc space-y-1 pl-5 text-[13px] leading-relaxed text-sub">
            <li>결제하기를 누르면 입금하실 계좌를 바로 안내해 드립니다.</li>
            <li>입금이 확인되면 라이선스 키가 발급되고, 기한 내 미입금 시 주문은 자동 취소됩니다.</li>
          </ul>
        </div>
      )}
    </CheckoutSection>
  );
}
