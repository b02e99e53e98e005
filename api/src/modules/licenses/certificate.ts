import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';
import { LICENSE_CERT_AUDIENCE, LICENSE_CERT_ISSUER, LICENSE_CERT_TYPE, type LicenseReason } from '@store/shared';

// License certificates: compact JWS signed with Ed25519 (EdDSA), so a purchased program holding
// only the public key can check an answer offline and cannot be fed a forged "valid" (DESIGN.md
// §6). The private key never leaves this process; GET /api/licenses/public-key publishes the
// public half. A certificate echoes the caller's nonce, so a recorded answer cannot be replayed
// to a program that sent a fresh one.

/** How long a VALID certificate may be trusted offline (never past the key's own expiry). */
export const OFFLINE_GRACE_SECONDS = 7 * 86_400;
/** A refusal certificate only has to outlive the call that asked for it. */
const REFUSAL_SECONDS = 3600;

export interface LicenseSigner {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
  jwk: JWK;
}

const cache = new Map<string, Promise<LicenseSigner>>();

/** The signer for a PKCS8 PEM, built once per key (thumbprint as the key id). */
export function licenseSigner(pem: string): Promise<LicenseSigner> {
  let signer = cache.get(pem);
  if (!signer) {
    signer = (async () => {
      const privateKey = createPrivateKey(pem);
      const publicKey = createPublicKey(privateKey);
      const jwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(jwk);
      return { kid, privateKey, publicKey, publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(), jwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
    })();
    cache.set(pem, signer);
  }
  return signer;
}

export interface CertificateInput {
  hashKey: string;
  mac: string;
  status: LicenseReason;
  slot: number | null;
  licenseExpiresAt: Date | null;
  nonce: string | null;
  now: Date;
}

export async function signCertificate(signer: LicenseSigner, input: CertificateInput): Promise<string> {
  const iat = Math.floor(input.now.getTime() / 1000);
  const valid = input.status === 'VALID' || input.status === 'ACTIVATED';
  const licExp = input.licenseExpiresAt ? Math.floor(input.licenseExpiresAt.getTime() / 1000) : null;
  const exp = valid ? Math.min(iat + OFFLINE_GRACE_SECONDS, licExp ?? Number.MAX_SAFE_INTEGER) : iat + REFUSAL_SECONDS;
  return new SignJWT({ mac: input.mac, status: input.status, slot: input.slot, lic_exp: licExp, nonce: input.nonce })
    .setProtectedHeader({ alg: 'EdDSA', typ: LICENSE_CERT_TYPE, kid: signer.kid })
    .setSubject(input.hashKey)
    .setIssuer(LICENSE_CERT_ISSUER)
    .setAudience(LICENSE_CERT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(signer.privateKey);
}
