import { useId, useRef, useState } from 'react';
import { ADMIN_MEMBER_MESSAGES, ADMIN_POINT_ADJUST_MAX, type AdminMemberDetail, adminPointAdjustSchema, formatNumber } from '@store/shared';
import { Button, cn, FieldShell, TextField, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAdjustPoints } from '../api/users.ts';
import { MSG } from '../messages.ts';

type Direction = 'grant' | 'take';
type Errors = { amount?: string | undefined; reason?: string | undefined };

const REASON_MAX = 100;
// Enough digits to type one past the cap (so the cap is said, not silently applied) while the
// number stays exact.
const AMOUNT_DIGITS = String(ADMIN_POINT_ADJUST_MAX).length + 1;

const isDigits = (text: string) => /^\d+$/.test(text);
/** What is wrong with an amount that is not all digits, as plainly as it can be said. */
const nonDigitMessage = (text: string) => (text.trim().startsWith('-') ? MSG.pointNoMinus : text.includes('.') ? MSG.pointNoDecimal : MSG.pointDigitsOnly);

/**
 * What was typed, less the grouping commas and spaces; digits lose their leading zeros. Anything
 * else stays as typed and is refused next to the box: dropping it made "-100" a grant of 100 and
 * "1.5" 15 points.
 */
function typedAmount(raw: string): string {
  const text = raw.replace(/[,\s]/g, '');
  return isDigits(text) ? text.replace(/^0+(?=\d)/, '').slice(0, AMOUNT_DIGITS) : text.slice(0, AMOUNT_DIGITS + 4);
}

/**
 * The rules of the shared schema plus the one it cannot know (the balance), said before anything
 * is sent. The server checks the same again; this only saves a round trip and keeps the message
 * next to the field.
 */
function check(delta: number, reason: string, balance: number): Errors {
  const parsed = adminPointAdjustSchema.safeParse({ delta, reason, expectedBalance: balance });
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.path[0] === 'delta') errors.amount ??= issue.message;
    if (issue.path[0] === 'reason') errors.reason ??= issue.message;
  }
  if (!errors.amount && delta < 0 && -delta > balance) errors.amount = ADMIN_MEMBER_MESSAGES.insufficient;
  return errors;
}

/**
 * 지급/차감, amount and reason for one member. Kept by the page across refetches (keyed by the
 * member only), so a refused attempt leaves what the admin typed in place.
 */
export function PointAdjustForm({ member }: { member: AdminMemberDetail }) {
  const [direction, setDirection] = useState<Direction>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const amountId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLInputElement>(null);
  const adjust = useAdjustPoints(member.id);
  const flight = useSingleFlight();
  const dialogs = useDialogs();
  const toast = useToast();

  const notDigits = amount !== '' && !isDigits(amount);
  const delta = notDigits ? 0 : (direction === 'take' ? -1 : 1) * Number(amount || 0);
  const preview = amount !== '' && delta !== 0 ? MSG.pointAfter(member.point + delta) : undefined;
  const amountError = errors.amount ?? (notDigits ? nonDigitMessage(amount) : undefined);

  async function submit() {
    const found = notDigits ? { amount: nonDigitMessage(amount) } : check(delta, reason, member.point);
    if (found.amount || found.reason) {
      setErrors(found);
      (found.amount ? amountInput : reasonInput).current?.focus();
      return;
    }
    const label = direction === 'take' ? MSG.take : MSG.grant;
    if (!(await dialogs.confirm(MSG.adjustAsk(member.name, delta), { title: MSG.adjustPoints, confirmLabel: label }))) return;
    try {
      // The balance as shown: if an order or another admin moved it since, the server refuses
      // (409) instead of stacking this change on a balance the admin has not seen.
      await adjust.mutateAsync({ delta, reason: reason.trim(), expectedBalance: member.point });
      setAmount('');
      setReason('');
      setDirection('grant');
      toast(ADMIN_MEMBER_MESSAGES.adjusted(delta), 'success');
    } catch (error) {
      await dialogs.alert(errorMessage(error));
    }
  }

  return (
    <form
      className="space-y-4"
      noValidate
      // One at a time: a double click would ask twice, and the second change would meet the
      // first's balance and be refused as a conflict.
      onSubmit={flight.onSubmit(submit)}
    >
      <fieldset>
        <legend className="sr-only">{MSG.pointDirection}</legend>
        <div className="grid grid-cols-2 rounded-xl border border-line bg-soft p-1">
          {(['grant', 'take'] as const).map((d) => (
            <label key={d} className="relative cursor-pointer">
              <input
                type="radio"
                name="point-direction"
                value={d}
                checked={direction === d}
                onChange={() => {
                  setDirection(d);
                  setErrors((e) => ({ ...e, amount: undefined }));
                }}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-10 items-center justify-center rounded-lg text-[15px] font-semibold text-sub transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600',
                  direction === d && (d === 'take' ? 'bg-white text-danger shadow-sm' : 'bg-white text-brand-700 shadow-sm'),
                )}
              >
                {d === 'take' ? MSG.take : MSG.grant}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* Built on FieldShell rather than TextField: its suffix slot pads for a button, too wide for a lone "P". */}
      <FieldShell id={amountId} label={MSG.pointAmount} error={amountError} hint={preview}>
        <div className="relative">
          <input
            ref={amountInput}
            id={amountId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            // Grouped like every other amount on the screen; typing strips the commas again.
            value={amount === '' || notDigits ? amount : formatNumber(Number(amount))}
            onChange={(e) => {
              setAmount(typedAmount(e.target.value));
              setErrors((x) => ({ ...x, amount: undefined }));
            }}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError || preview ? `${amountId}-msg` : undefined}
            className={cn(
              'h-12 w-full rounded-xl border bg-white pl-4 pr-9 text-right text-[15px] tabular-nums text-ink placeholder:text-mute focus:outline-none focus:ring-2',
              amountError ? 'border-danger focus:border-danger focus:ring-red-100' : 'border-line focus:border-brand-600 focus:ring-brand-100',
            )}
          />
          <span className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-[15px] text-mute" aria-hidden>
            P
          </span>
        </div>
      </FieldShell>
      <TextField
        ref={reasonInput}
        label={MSG.pointReason}
        type="text"
        autoComplete="off"
        value={reason}
        maxLength={REASON_MAX}
        placeholder={MSG.pointReasonPlaceholder}
        onChange={(e) => {
          setReason(e.target.value);
          setErrors((x) => ({ ...x, reason: undefined }));
        }}
        error={errors.reason}
        hint={
          <span className="flex justify-between gap-3">
            <span>{MSG.pointNote}</span>
            <span className="shrink-0 tabular-nums">
              {reason.length}/{REASON_MAX}
            </span>
          </span>
        }
      />
      <Button type="submit" block variant={direction === 'take' ? 'danger' : 'primary'} loading={flight.busy}>
        {MSG.adjustPoints}
      </Button>
    </form>
  );
}
