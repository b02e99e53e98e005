// SMS through Solapi's HTTP API (POST /messages/v4/send). What crosses the boundary: the
// recipient's phone digits, our registered sender number and the message text, signed with
// an HMAC-SHA256 Authorization header. The API secret itself never leaves this process: only
// a signature over a fresh date and salt does, so a captured header cannot be replayed later.
import { createHmac, randomBytes } from 'node:crypto';
import { DeliveryError, type SmsSender } from './messaging.ts';

export interface SolapiOptions {
  apiKey: string;
  apiSecret: string;
  sender: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC(secret, date + salt))`. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date = new Date()): string {
  const isoDate = date.toISOString();
  const salt = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', apiSecret).update(isoDate + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${isoDate}, salt=${salt}, signature=${signature}`;
}

export function createSolapiSms(options: SolapiOptions): SmsSender {
  return {
    kind: 'solapi',
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/messages/v4/send`, {
          method: 'POST',
          headers: {
            authorization: solapiAuthorization(options.apiKey, options.apiSecret),
            'content-type': 'application/json',
          },
          body: JSON.stringify({ message: { to, from: options.sender, text } }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new DeliveryError('Solapi unreachable', { cause: error });
      }
      const body = (await response.json().catch(() => ({}))) as { statusCode?: string; errorCode?: string; errorMessage?: string };
      // Solapi answers errors with 4xx/5xx and { errorCode, errorMessage }; an accepted message
      // carries statusCode "2000". Only codes are reported, never the text we sent.
      if (!response.ok || (body.statusCode !== undefined && !body.statusCode.startsWith('2'))) {
        throw new DeliveryError(`Solapi refused the message: ${response.status} ${body.errorCode ?? body.statusCode ?? ''}`.trim());
      }
    },
  };
}
