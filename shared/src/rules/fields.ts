import { z } from 'zod';
import { isoDateInSeoul } from './format.ts';
import { LOGIN_ID_LENGTH, NAME_LENGTH, PASSWORD_LENGTH, SIGNUP_MIN_AGE, VERIFICATION_CODE_LENGTH } from '../constants/limits.ts';

// Field rules of membership.md §5 and store.md §5, with their Korean messages. The API's
// validators and the web forms both use these, so the two sides cannot disagree.

export const FIELD_MESSAGES = {
  nameRequired: '이름을 입력해 주세요.',
  nameMin: `이름은 ${NAME_LENGTH.min}자 이상 입력해 주세요.`,
  nameMax: `이름은 ${NAME_LENGTH.max}자 이하로 입력해 주세요.`,
  nameChars: '이름에 사용할 수 없는 문자가 포함되어 있습니다.',
  birth: '생년월일 8자리를 입력해 주세요. (예: 19900101)',
  birthInvalid: '없는 날짜입니다. 생년월일의 연·월·일을 확인해 주세요.',
  birthFuture: '생년월일은 오늘 이후일 수 없습니다.',
  birthTooEarly: '1900년 1월 1일 이후의 생년월일을 입력해 주세요.',
  signupUnderAge: `만 ${SIGNUP_MIN_AGE}세 미만은 회원가입을 할 수 없습니다.`,
  emailRequired: '이메일을 입력해 주세요.',
  email: '올바른 이메일 형식이 아닙니다.',
  phoneRequired: '휴대폰 번호를 입력해 주세요.',
  phone: '휴대폰 번호 형식으로 입력해 주세요. (예: 01012345678)',
  authNumber: '인증번호 6자리 숫자를 입력해 주세요.',
  loginIdRequired: '아이디를 입력해 주세요.',
  loginIdLength: `아이디는 ${LOGIN_ID_LENGTH.min}~${LOGIN_ID_LENGTH.max}자로 입력해 주세요.`,
  loginIdChars: '아이디는 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  password: `비밀번호는 ${PASSWORD_LENGTH.min}~${PASSWORD_LENGTH.max}자의 영문, 숫자, 특수문자(@$!%*#?&)를 모두 포함해야 합니다.`,
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  /** A password change (reset or my page) names both fields (membership.md §8). */
  newPasswordMismatch: '비밀번호와 비밀번호 확인이 일치하지 않습니다.',
  passwordConfirmRequired: '비밀번호를 한 번 더 입력해 주세요.',
  termsRequired: '필수 약관에 모두 동의해 주세요.',
  recheck: '입력하신 정보를 다시 확인해 주세요.',
  timeStamp: '요청 시각 값이 올바르지 않습니다.',
} as const;

const M = FIELD_MESSAGES;

export const nameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .min(NAME_LENGTH.min, M.nameMin)
  .max(NAME_LENGTH.max, M.nameMax)
  // Invisible format characters (zero-width space, bidi marks) survive trim(): a name of nothing
  // but them would pass as two characters and print as blank. Tabs and line breaks neither belong
  // in a name; the other control characters are refused for every field before this (the API's
  // control-character check, with its own message). Emoji are no part of a name either: it is
  // printed on orders, invoices and the admin's lists.
  .refine((v) => !/[\p{Cf}\t\n\r\p{Extended_Pictographic}]/u.test(v), M.nameChars);

/** Today in Seoul as YYYYMMDD, the birth field's form. */
const seoulToday = () => isoDateInSeoul(new Date()).replaceAll('-', '');

/** YYYYMMDD: a real calendar date, from 1900 on, and not after today. */
export const birthSchema = z
  .string({ error: M.birth })
  .regex(/^\d{8}$/, M.birth)
  // Eight digits that are no date (month 13, 30 February) are told so, not told to type eight
  // digits again; a real date out of range is told its range.
  .refine((v) => {
    const y = Number(v.slice(0, 4));
    const m = Number(v.slice(4, 6));
    const d = Number(v.slice(6, 8));
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, M.birthInvalid)
  .refine((v) => v >= '19000101', M.birthTooEarly)
  .refine((v) => v <= seoulToday(), M.birthFuture);

/**
 * Sign-up's birth date: the member is SIGNUP_MIN_AGE or older today in Seoul (만 나이). Korean
 * privacy law asks a guardian's consent to collect a younger child's data, which the store does
 * not take, so such a sign-up is refused.
 */
export const signupBirthSchema = birthSchema.refine((v) => {
  const today = seoulToday();
  return v <= `${Number(today.slice(0, 4)) - SIGNUP_MIN_AGE}${today.slice(4)}`;
}, M.signupUnderAge);

export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.email)
  .pipe(z.email({ error: M.email }));

/** 010 followed by 8 digits, digits only (stored the same way). */
export const phoneSchema = z
  .string({ error: M.phoneRequired })
  .min(1, M.phoneRequired)
  .regex(/^010\d{8}$/, M.phone);

export const authNumberSchema = z
  .string({ error: M.authNumber })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), M.authNumber);

export const loginIdSchema = z
  .string({ error: M.loginIdRequired })
  .trim()
  .min(1, M.loginIdRequired)
  .min(LOGIN_ID_LENGTH.min, M.loginIdLength)
  .max(LOGIN_ID_LENGTH.max, M.loginIdLength)
  .regex(/^[A-Za-z0-9_]+$/, M.loginIdChars);

export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,16}$/;

export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .regex(PASSWORD_PATTERN, M.password);

/** Client time in ms that the spec's payloads carry; informational only (the server uses its own clock). */
export const clientTimeStampSchema = z
  .union([z.string({ error: M.timeStamp }).max(20, M.timeStamp), z.number({ error: M.timeStamp }).finite()], { error: M.timeStamp })
  .optional();
