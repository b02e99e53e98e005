// Naver Login (네이버 로그인): endpoints under nid.naver.com and the profile API
// openapi.naver.com/v1/nid/me, which wraps the profile in { resultcode, message, response }.
import { z } from '@hono/zod-openapi';
import { OAuthFlowError, type ProviderSpec } from './provider.ts';

const naverProfileSchema = z.object({
  resultcode: z.string(),
  response: z
    .object({
      id: z.string().min(1),
      email: z.string().optional(),
      name: z.string().optional(),
      nickname: z.string().optional(),
    })
    .optional(),
});

export const naverSpec: ProviderSpec = {
  name: 'naver',
  authorizePath: '/oauth2.0/authorize',
  tokenPath: '/oauth2.0/token',
  profilePath: '/v1/nid/me',
  tokenParameters: (state) => ({ state }),
  parseProfile(body) {
    const parsed = naverProfileSchema.safeParse(body);
    if (!parsed.success || parsed.data.resultcode !== '00' || !parsed.data.response) {
      throw new OAuthFlowError('naver profile has an unexpected shape');
    }
    const p = parsed.data.response;
    // Naver only releases addresses it has verified.
    return { providerUserId: p.id, email: p.email || null, emailVerified: Boolean(p.email), name: p.name || p.nickname || null };
  },
};
