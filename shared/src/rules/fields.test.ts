import { describe, expect, it, vi } from 'vitest';
import { birthSchema, emailSchema, FIELD_MESSAGES, loginIdSchema, nameSchema, passwordSchema, phoneSchema, authNumberSchema, signupBirthSchema } from './fields.ts';

const messageOf = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('field rules', () => {
  it('checks names are 2 to 10 characters', () => {
    expect(messageOf(nameSchema, '')).toBe(FIELD_MESSAGES.nameRequired);
    expect(messageOf(nameSchema, '김')).toBe(FIELD_MESSAGES.nameMin);
    expect(messageOf(nameSchema, '가나다라마바사아자차카')).toBe(FIELD_MESSAGES.nameMax);
    expect(nameSchema.parse(' 홍길동 ')).toBe('홍길동');
    expect(nameSchema.parse('John Kim')).toBe('John Kim');
    // Invisible characters are not trimmed, and a name of them alone would print as blank.
    for (const bad of ['\u200b\u200b', '홍\u200b길동', '홍길동\u202e', '홍\t길동', '홍\n길동', '홍길동😀', '😀😀', '김❤️철수']) expect(messageOf(nameSchema, bad)).toBe(FIELD_MESSAGES.nameChars);
  });

  it('checks birth dates as real YYYYMMDD dates between 1900 and 2099', () => {
    expect(birthSchema.safeParse('19900101').success).toBe(true);
    expect(birthSchema.safeParse('20000229').success).toBe(true);
    for (const bad of ['1990011', '199001011', '1990-01-01', '1990O101', '']) expect(messageOf(birthSchema, bad), bad).toBe(FIELD_MESSAGES.birth);
    // Eight digits, but no date: said as such.
    for (const bad of ['19901301', '19900001', '19900132', '19900230', '19900100', '00000000']) expect(messageOf(birthSchema, bad), bad).toBe(FIELD_MESSAGES.birthInvalid);
    // A real date out of range is told its range, not that it does not exist.
    expect(messageOf(birthSchema, '18991231')).toBe(FIELD_MESSAGES.birthTooEarly);
    expect(messageOf(birthSchema, '21000101')).toBe(FIELD_MESSAGES.birthFuture);
  });

  it('lets only a member of 14 or older (만 나이, in Seoul) sign up', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T15:30:00Z') }); // 2026-11-30 00:30 in Seoul
    try {
      expect(signupBirthSchema.safeParse('20121130').success).toBe(true); // 14 today
      expect(messageOf(signupBirthSchema, '20121201')).toBe(FIELD_MESSAGES.signupUnderAge); // 14 tomorrow
      expect(messageOf(signupBirthSchema, '20260101')).toBe('만 14세 미만은 회원가입을 할 수 없습니다.');
      // The plain birth date (no sign-up) has no age floor.
      expect(birthSchema.safeParse('20260101').success).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a birth date after today in Seoul', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T15:30:00Z') }); // 2026-11-30 00:30 in Seoul
    try {
      expect(birthSchema.safeParse('20261130').success).toBe(true);
      expect(messageOf(birthSchema, '20261201')).toBe(FIELD_MESSAGES.birthFuture);
      expect(messageOf(birthSchema, '20991231')).toBe(FIELD_MESSAGES.birthFuture);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks phone numbers are 010 and 8 digits without dashes', () => {
    expect(phoneSchema.safeParse('01012345678').success).toBe(true);
    for (const bad of ['010-1234-5678', '0111234567', '0101234567', '010123456789']) {
      expect(messageOf(phoneSchema, bad)).toBe(FIELD_MESSAGES.phone);
    }
  });

  it('checks login ids, e-mails and verification codes', () => {
    expect(messageOf(loginIdSchema, 'abc')).toBe(FIELD_MESSAGES.loginIdLength);
    expect(messageOf(loginIdSchema, 'a'.repeat(17))).toBe(FIELD_MESSAGES.loginIdLength);
    expect(messageOf(loginIdSchema, 'ab cd')).toBe(FIELD_MESSAGES.loginIdChars);
    expect(messageOf(emailSchema, 'a@b')).toBe(FIELD_MESSAGES.email);
    expect(emailSchema.safeParse('user@example.co.kr').success).toBe(true);
    expect(messageOf(authNumberSchema, '12345')).toBe(FIELD_MESSAGES.authNumber);
    expect(messageOf(authNumberSchema, '12345a')).toBe(FIELD_MESSAGES.authNumber);
  });

  it('requires 8-16 characters with a letter, a digit and one of @$!%*#?&', () => {
    expect(passwordSchema.safeParse('abcd123!').success).toBe(true);
    for (const bad of ['abcdefg1', 'abcdefg!', '1234567!', 'abc12!', 'abcd1234!abcd1234', 'abcd123!~', '한글비번123!']) {
      expect(messageOf(passwordSchema, bad)).toBe(FIELD_MESSAGES.password);
    }
  });
});
