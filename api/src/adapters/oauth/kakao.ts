// Kakao Login (카카오 로그인): endpoints under kauth.kakao.com and the profile API
// kapi.kakao.com/v2/user/me ({ id: number, kakao_account: { email, is_email_verified, … } }).
import { z } from '@hono/zod-openapi';
import { OAuthFlowError, type ProviderSpec } from './provider.ts';

const kakaoProfileSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      name: z.string().optional(),
      profile: z.object({ nickname: z.string().optional() }).optional(),
    })
    .optional(),
});

export const kakaoSpec: ProviderSpec = {
  name: 'kakao',
  authorizePath: '/oauth/authorize',
  tokenPath: '/oauth/token',
  profilePath: '/v2/user/me',
  parseProfile(body) {
    const parsed = kakaoProfileSchema.safeParse(body);
    if (!parsed.success) throw new OAuthFlowError('kakao profile has an unexpected shape');
    const account = parsed.data.kakao_account ?? {};
    // An address Kakao marks invalid (e.g. re-assigned) is treated as no address at all.
    const email = account.email && account.is_email_valid !== false ? account.email : null;
    return {
      providerUserId: String(parsed.data.id),
      email,
      emailVerified: Boolean(email && account.is_email_verified),
      name: account.name || account.profile?.nickname || null,
    };
  },
};
