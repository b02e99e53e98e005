import { parseArgs } from 'node:util';
import { z } from '@hono/zod-openapi';
import { emailSchema, loginIdSchema, nameSchema, passwordSchema, phoneSchema } from '@store/shared';

// Arguments of `npm run admin:create`, checked by the same field rules as sign-up.

export const adminInputSchema = z.object({
  loginId: loginIdSchema,
  name: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type AdminInput = z.infer<typeof adminInputSchema>;

export const ADMIN_FIELDS = [
  { key: 'loginId', flag: 'login-id', prompt: '관리자 아이디 (4~16자): ' },
  { key: 'name', flag: 'name', prompt: '이름: ' },
  { key: 'phone', flag: 'phone', prompt: '휴대폰 번호 (숫자만): ' },
  { key: 'email', flag: 'email', prompt: '이메일: ' },
  { key: 'password', flag: 'password', prompt: '비밀번호 (8~16자, 영문·숫자·특수문자): ' },
] as const;

export const ADMIN_USAGE = `사용법: npm run admin:create -- [--login-id ID] [--name 이름] [--phone 01012345678] [--email a@b.kr]
  비밀번호는 입력 창에서 받습니다 (화면에 표시되지 않음). 자동화에는 ADMIN_PASSWORD 환경 변수를 쓰세요.
  --password 는 셸 기록에 남으므로 권장하지 않습니다.`;

/** Values given by flags (and ADMIN_PASSWORD); missing ones are prompted for by the caller. */
export function adminValuesFromArgs(argv: string[], env: NodeJS.ProcessEnv): Partial<Record<keyof AdminInput, string>> & { help?: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      'login-id': { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const result: Partial<Record<keyof AdminInput, string>> & { help?: boolean } = {};
  for (const field of ADMIN_FIELDS) {
    const value = values[field.flag];
    if (typeof value === 'string') result[field.key] = value;
  }
  if (!result.password && env.ADMIN_PASSWORD) result.password = env.ADMIN_PASSWORD;
  if (values.help) result.help = true;
  return result;
}

/** Korean messages for every invalid field, or the parsed input. */
export function validateAdminInput(values: Partial<Record<keyof AdminInput, string>>): { ok: true; input: AdminInput } | { ok: false; errors: string[] } {
  const parsed = adminInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  // The first problem of each field is enough to act on.
  const firstPerField = new Map<string, string>();
  for (const issue of parsed.error.issues) if (!firstPerField.has(String(issue.path[0]))) firstPerField.set(String(issue.path[0]), issue.message);
  return { ok: false, errors: [...firstPerField].map(([field, message]) => `${field}: ${message}`) };
}
