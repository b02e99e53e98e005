import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver } from './schema-resolver.ts';
import { useForm, useWatch, type UseFormOptions } from './use-form.ts';

const account = z.object({
  loginId: z.string().min(4, '아이디는 4자 이상입니다.'),
  email: z.email('이메일 형식이 아닙니다.'),
});
type Account = z.input<typeof account>;
const resolver = lazySchemaResolver(async () => account).resolver;

function AccountForm({ onValid = () => {}, mode = 'onChange' }: { onValid?: (v: Account) => unknown; mode?: UseFormOptions<Account, Account>['mode'] }) {
  const { register, handleSubmit, formState } = useForm({ resolver, mode, defaultValues: { loginId: '', email: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label>
        아이디
        <input {...register('loginId')} />
      </label>
      {formState.errors.loginId && <p role="alert">{formState.errors.loginId.message}</p>}
      <label>
        이메일
        <input {...register('email')} />
      </label>
      {formState.errors.email && <p role="alert">{formState.errors.email.message}</p>}
      <button type="submit" disabled={formState.isSubmitting}>
        가입
      </button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

afterEach(() => vi.restoreAllMocks());

describe('useForm', () => {
  it('sends one submit for a double click: a second submit while the first is under way is ignored', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<AccountForm onValid={onValid} />);
    await user.type(field('아이디'), 'abcd');
    await user.type(field('이메일'), 'a@b.kr');
    const form = screen.getByRole('button', { name: '가입' }).closest('form')!;
    // Both before React can re-render the button as disabled.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    act(() => form.requestSubmit()); // still saving
    await act(async () => finish());
    expect(onValid).toHaveBeenCalledTimes(1);
    // Once it has settled, the form submits again.
    await user.click(screen.getByRole('button', { name: '가입' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it('in onChange mode shows a field’s error while it is typed, and only that field’s', async () => {
    const user = userEvent.setup();
    render(<AccountForm />);
    await user.type(field('아이디'), 'ab');
    await waitFor(() => expect(alerts()).toEqual(['아이디는 4자 이상입니다.']));
    await user.type(field('아이디'), 'cd');
    await waitFor(() => expect(alerts()).toEqual([]));
  });

  it('in onSubmit mode says nothing until the submit, then checks every change', async () => {
    const user = userEvent.setup();
    render(<AccountForm mode="onSubmit" />);
    await user.type(field('아이디'), 'ab');
    await new Promise((r) => setTimeout(r, 20));
    expect(alerts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '가입' }));
    await waitFor(() => expect(alerts()).toEqual(['아이디는 4자 이상입니다.', '이메일 형식이 아닙니다.']));
    expect(document.activeElement).toBe(field('아이디')); // the first field in error has the focus
    await user.type(field('아이디'), 'cd');
    await waitFor(() => expect(alerts()).toEqual(['이메일 형식이 아닙니다.']));
  });

  it('submits the parsed values once they pass, and is submitting until the handler has finished', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<AccountForm onValid={onValid} />);
    await user.type(field('아이디'), 'newuser');
    await user.type(field('이메일'), 'new@autoworks.kr');
    await user.click(screen.getByRole('button', { name: '가입' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ loginId: 'newuser', email: 'new@autoworks.kr' }));
    expect((screen.getByRole('button', { name: '가입' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: '가입' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes text typed into the server-rendered fields before the page’s code ran', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AccountForm onValid={onValid} />);
    document.body.append(container);
    const [loginId, email] = [...container.querySelectorAll('input')];
    loginId!.value = 'earlybird';
    email!.value = 'early@autoworks.kr';

    await act(async () => {
      hydrateRoot(container, <AccountForm onValid={onValid} />);
    });
    expect(loginId!.value).toBe('earlybird');
    await act(async () => container.querySelector('button')!.click());
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ loginId: 'earlybird', email: 'early@autoworks.kr' }));
    container.remove();
  });
});

const coupon = z
  .object({
    discountType: z.enum(['FIXED', 'PERCENT']),
    discountValue: z.number('숫자를 입력해 주세요.').int().min(1, '1 이상이어야 합니다.'),
    quantity: z.number().int().min(1).nullable(),
    isActive: z.boolean(),
    visibility: z.enum(['PUBLIC', 'PRIVATE']),
    hero: z.object({ title: z.string().min(1, '제목을 입력해 주세요.') }),
    tags: z.array(z.string().max(5, '태그는 5자 이내입니다.')),
  })
  .refine((v) => v.discountType === 'FIXED' || v.discountValue <= 100, { path: ['discountValue'], message: '할인율은 100% 이하입니다.' });
type Coupon = z.input<typeof coupon>;
const couponDefaults: Coupon = { discountType: 'FIXED', discountValue: 1000, quantity: null, isActive: true, visibility: 'PUBLIC', hero: { title: '가을' }, tags: [] };

function CouponForm({ onValid }: { onValid: (v: Coupon) => unknown }) {
  const { register, handleSubmit, formState, control, setValue, reset } = useForm({ resolver: lazySchemaResolver(async () => coupon).resolver, mode: 'onChange', defaultValues: couponDefaults });
  const [type, value] = useWatch({ control, name: ['discountType', 'discountValue'] });
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <p>
        미리보기 {type} {String(value)}
      </p>
      <label>
        방식
        <select {...register('discountType', { deps: ['discountValue'] })}>
          <option value="FIXED">정액</option>
          <option value="PERCENT">정률</option>
        </select>
      </label>
      <label>
        할인
        <input type="number" {...register('discountValue', { valueAsNumber: true })} />
      </label>
      {errors.discountValue && <p role="alert">{errors.discountValue.message}</p>}
      <label>
        수량
        <input type="number" {...register('quantity', { setValueAs: (v) => (v === '' ? null : Number(v)) })} />
      </label>
      <label>
        사용
        <input type="checkbox" {...register('isActive')} />
      </label>
      <label>
        공개
        <input type="radio" value="PUBLIC" {...register('visibility')} />
      </label>
      <label>
        비공개
        <input type="radio" value="PRIVATE" {...register('visibility')} />
      </label>
      <label>
        제목
        <input {...register('hero.title')} />
      </label>
      {errors.hero?.title && <p role="alert">{errors.hero.title.message}</p>}
      {errors.tags && <p role="alert">{errors.tags.message}</p>}
      <button type="button" onClick={() => setValue('tags', ['자동화', '엑셀매크로도구'], { shouldValidate: true })}>
        태그
      </button>
      <button type="button" onClick={() => reset()}>
        되돌리기
      </button>
      <button type="submit">저장</button>
    </form>
  );
}

describe('useForm with numbers, choices, nested and list fields', () => {
  it('shows the defaults and submits what every kind of field holds', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CouponForm onValid={onValid} />);
    expect(field('할인').value).toBe('1000');
    expect(field('수량').value).toBe('');
    expect(field('사용').checked).toBe(true);
    expect(field('공개').checked).toBe(true);
    expect(field('제목').value).toBe('가을');

    await user.selectOptions(screen.getByLabelText('방식'), 'PERCENT');
    await user.clear(field('할인'));
    await user.type(field('할인'), '15');
    await user.type(field('수량'), '30');
    await user.click(field('사용'));
    await user.click(field('비공개'));
    await user.type(field('제목'), ' 세일');
    expect(screen.getByText('미리보기 PERCENT 15')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ discountType: 'PERCENT', discountValue: 15, quantity: 30, isActive: false, visibility: 'PRIVATE', hero: { title: '가을 세일' }, tags: [] }),
    );
  });

  it('checks a dependent field again when the one it depends on changes', async () => {
    const user = userEvent.setup();
    render(<CouponForm onValid={() => {}} />);
    // 1000 won is fine as a fixed discount and too much as a percentage.
    await user.selectOptions(screen.getByLabelText('방식'), 'PERCENT');
    expect(await screen.findByText('할인율은 100% 이하입니다.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('방식'), 'FIXED');
    await waitFor(() => expect(alerts()).toEqual([]));
  });

  it('shows nested and list errors on their fields, and an empty number as missing', async () => {
    const user = userEvent.setup();
    render(<CouponForm onValid={() => {}} />);
    await user.clear(field('제목'));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '태그' }));
    expect(await screen.findByText('태그는 5자 이내입니다.')).toBeTruthy();
    await user.clear(field('할인'));
    expect(await screen.findByText('숫자를 입력해 주세요.')).toBeTruthy();
  });

  it('reset puts the defaults back into the fields and forgets the errors', async () => {
    const user = userEvent.setup();
    render(<CouponForm onValid={() => {}} />);
    await user.clear(field('제목'));
    await user.click(field('비공개'));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(field('제목').value).toBe('가을');
    expect(field('공개').checked).toBe(true);
    expect(alerts()).toEqual([]);
  });
});

describe('useForm checks that finish out of order', () => {
  it('shows the result of the check started last', async () => {
    const gates: Array<() => void> = [];
    // The first check (of 'ab') is held back until after the second (of 'abcd') has finished.
    const slow = async (values: { loginId: string }) => {
      if (values.loginId === 'ab') await new Promise<void>((resolve) => gates.push(resolve));
      return values.loginId.length < 4
        ? { values: null, errors: new Map([['loginId', { type: 'too_small', message: '아이디는 4자 이상입니다.' }]]) }
        : { values, errors: null };
    };
    function Form() {
      const { register, formState, setValue } = useForm({ resolver: slow, mode: 'onChange', defaultValues: { loginId: '' } });
      return (
        <>
          <input aria-label="아이디" {...register('loginId')} />
          <button type="button" onClick={() => setValue('loginId', 'ab', { shouldValidate: true })}>
            짧게
          </button>
          <button type="button" onClick={() => setValue('loginId', 'abcd', { shouldValidate: true })}>
            길게
          </button>
          <p>{formState.errors.loginId?.message ?? '통과'}</p>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: '짧게' }));
    await user.click(screen.getByRole('button', { name: '길게' }));
    await waitFor(() => expect(gates).toHaveLength(1));
    await act(async () => gates[0]!());
    expect(screen.getByText('통과')).toBeTruthy();
    expect(field('아이디').value).toBe('abcd');
  });
});

describe('useWatch', () => {
  it('re-renders its component only when the watched field changes', async () => {
    const renders = vi.fn();
    // memo: the form's own re-renders (errors, status) should not reach the preview.
    const Preview = memo(function Preview({ control }: { control: ReturnType<typeof useForm<Account>>['control'] }) {
      const email = useWatch({ control, name: 'email' });
      renders(email);
      return <p>{email}</p>;
    });
    function Form() {
      const { register, control } = useForm({ resolver, defaultValues: { loginId: '', email: '' } });
      return (
        <>
          <input aria-label="아이디" {...register('loginId')} />
          <input aria-label="이메일" {...register('email')} />
          <Preview control={control} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field('아이디'), 'demo');
    expect(renders).toHaveBeenCalledTimes(1);
    await user.type(field('이메일'), 'a@b');
    expect(renders.mock.calls.map(([v]) => v)).toEqual(['', 'a', 'a@', 'a@b']);
  });
});

describe('formState.isValid', () => {
  function Form() {
    const { register, formState, reset } = useForm({ resolver, mode: 'onChange', defaultValues: { loginId: '', email: '' } });
    return (
      <>
        <input aria-label="아이디" {...register('loginId')} />
        <input aria-label="이메일" {...register('email')} />
        <button type="button" disabled={!formState.isValid}>
          변경
        </button>
        <button type="button" onClick={() => reset()}>
          취소
        </button>
      </>
    );
  }
  const change = () => screen.getByRole('button', { name: '변경' }) as HTMLButtonElement;

  it('is checked without showing errors, and again after a reset', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(change().disabled).toBe(true);
    await user.type(field('아이디'), 'demo');
    await user.type(field('이메일'), 'demo@autoworks.kr');
    await waitFor(() => expect(change().disabled).toBe(false));

    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(field('아이디').value).toBe('');
    await waitFor(() => expect(change().disabled).toBe(true));
    expect(alerts()).toEqual([]);
  });
});

describe('useForm methods', () => {
  it('keep their identity across renders, so effects can depend on them', async () => {
    const seen: unknown[][] = [];
    function Form() {
      const { register, reset, setValue, handleSubmit, trigger, control } = useForm({ resolver, mode: 'onChange', defaultValues: { loginId: '', email: '' } });
      seen.push([register, reset, setValue, handleSubmit, trigger, control]);
      return <input aria-label="아이디" {...register('loginId')} />;
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field('아이디'), 'ab');
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
    for (const methods of seen) methods.forEach((m, i) => expect(m).toBe(seen[0]![i]));
  });
});
