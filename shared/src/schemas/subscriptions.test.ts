import { describe, expect, it } from 'vitest';
import { adminKeyRevokeSchema, licenseValidateSchema } from './subscriptions.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('license and key schemas', () => {
  it('ask for a missing license key, and call a key of the wrong type malformed', () => {
    const mac = '00:1A:2B:3C:4D:5E';
    expect(messageOf(licenseValidateSchema.safeParse({ macAddress: mac }))).toBe('라이선스 키를 입력해 주세요.');
    expect(messageOf(licenseValidateSchema.safeParse({ hashKey: ' ', macAddress: mac }))).toBe('라이선스 키를 입력해 주세요.');
    expect(messageOf(licenseValidateSchema.safeParse({ hashKey: 123, macAddress: mac }))).toBe('라이선스 키 형식이 올바르지 않습니다.');
  });

  it('say a revoke reason of the wrong type is not text, not that it is too long', () => {
    expect(messageOf(adminKeyRevokeSchema.safeParse({ reason: 123 }))).toBe('회수 사유는 글자로 입력해 주세요.');
    expect(messageOf(adminKeyRevokeSchema.safeParse({ reason: 'ㄱ'.repeat(201) }))).toBe('회수 사유는 200자 이하로 입력해 주세요.');
    expect(adminKeyRevokeSchema.safeParse({}).success).toBe(true);
  });
});
