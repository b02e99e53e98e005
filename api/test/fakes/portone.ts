import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for PortOne's V2 REST API (the parts the store uses), strict where the real
// one is: `Authorization: PortOne <secret>` on every call, the store id, PAYMENT_NOT_FOUND for
// unknown ids, PAYMENT_ALREADY_CANCELLED for a second cancel, cancellation only of what is
// still cancellable, partial cancels (PARTIAL_CANCELLED), and the currentCancellableAmount check. Tests "pay" by putting payments into it, as the browser's card window would.

export const FAKE_PORTONE = {
  apiSecret: 'fake-portone-secret',
  storeId: 'store-fake-0001',
  channelKey: 'channel-key-fake',
  // base64 of 32 bytes: the form PortOne's console hands out (with the whsec_ prefix).
  webhookSecret: `whsec_${Buffer.from('portone-webhook-secret-for-tests').toString('base64')}`,
};

export interface FakePayment {
  id: string;
  status: 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED' | 'READY';
  total: number;
  currency: string;
  storeId: string;
  cancelled: number;
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export class FakePortOne {
  readonly url: string;
  readonly payments = new Map<string, FakePayment>();
  readonly calls: RecordedCall[] = [];
  /** Answer every request with 500 until reset (an outage). */
  failing = false;

  private constructor(private readonly server: Server, url: string) {
    this.url = url;
  }

  static async start(): Promise<FakePortOne> {
    const holder: { fake?: FakePortOne } = {};
    const server = createServer((req, res) => void holder.fake!.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new FakePortOne(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return holder.fake;
  }

  /** What the card window would leave behind after the payer paid (or failed). */
  pay(id: string, total: number, options: Partial<Omit<FakePayment, 'id' | 'total'>> = {}): void {
    this.payments.set(id, { id, total, status: 'PAID', currency: 'KRW', storeId: FAKE_PORTONE.storeId, cancelled: 0, ...options });
  }

  /**
   * A refund made in PortOne's console, outside the store: the payment changes at PortOne with no
   * call from the store (all of it, or `amount` won: PARTIAL_CANCELLED).
   */
  refundInConsole(id: string, amount?: number): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no fake payment ${id}`);
    payment.cancelled += amount ?? payment.total - payment.cancelled;
    payment.status = payment.cancelled === payment.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
  }

  cancelCalls(id?: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/cancel') && (!id || c.path.includes(encodeURIComponent(id))));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const url = new URL(req.url ?? '/', this.url);
    this.calls.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (this.failing) return json(500, { type: 'INTERNAL', message: 'outage' });
    if (req.headers.authorization !== `PortOne ${FAKE_PORTONE.apiSecret}`) return json(401, { type: 'UNAUTHORIZED', message: 'bad secret' });

    const match = /^\/payments\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (!match) return json(404, { type: 'INVALID_REQUEST', message: 'no such route' });
    const id = decodeURIComponent(match[1]!);
    const payment = this.payments.get(id);
    if (!payment) return json(404, { type: 'PAYMENT_NOT_FOUND', message: 'no such payment' });
    const storeId = req.method === 'GET' ? url.searchParams.get('storeId') : (body as { storeId?: string } | undefined)?.storeId;
    // PortOne scopes payments by store: another store's payment is not found in ours.
    if (storeId && storeId !== payment.storeId) return json(404, { type: 'PAYMENT_NOT_FOUND', message: 'no such payment in this store' });

    if (req.method === 'GET' && !match[2]) return json(200, this.render(payment));
    if (req.method === 'POST' && match[2]) {
      if (payment.status === 'CANCELLED') return json(409, { type: 'PAYMENT_ALREADY_CANCELLED', message: 'already cancelled' });
      if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_CANCELLED') return json(409, { type: 'PAYMENT_NOT_PAID', message: 'not paid' });
      const { amount: asked, currentCancellableAmount } = body as { amount?: number; currentCancellableAmount?: number };
      const cancellable = payment.total - payment.cancelled;
      if (currentCancellableAmount !== undefined && currentCancellableAmount !== cancellable) {
        return json(409, { type: 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN', message: 'cancellable amount changed' });
      }
      const amount = asked ?? cancellable;
      if (amount <= 0 || amount > cancellable) return json(409, { type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', message: 'too much' });
      payment.cancelled += amount;
      payment.status = payment.cancelled === payment.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
      return json(200, { cancellation: { status: 'SUCCEEDED', id: randomUUID(), totalAmount: amount } });
    }
    return json(405, { type: 'INVALID_REQUEST', message: 'method' });
  }

  private render(p: FakePayment) {
    const now = new Date().toISOString();
    return {
      status: p.status,
      id: p.id,
      transactionId: `tx-${p.id}`,
      merchantId: 'merchant-fake',
      storeId: p.storeId,
      channel: { type: 'TEST', id: 'ch', key: FAKE_PORTONE.channelKey, name: 'test', pgProvider: 'TOSSPAYMENTS', pgMerchantId: 'm' },
      version: 'V2',
      requestedAt: now,
      updatedAt: now,
      statusChangedAt: now,
      orderName: '테스트 주문',
      amount: { total: p.total, taxFree: 0, vat: 0, supply: p.total, discount: 0, paid: p.status === 'PAID' ? p.total : 0, cancelled: p.cancelled, cancelledTaxFree: 0 },
      currency: p.currency,
      customer: { name: '김구매', email: 'buyer@example.com', phoneNumber: '01012345678' },
      method: { type: 'PaymentMethodCard', card: { number: '12345678****123*' } },
      ...(p.status === 'PAID' ? { paidAt: now } : {}),
      disputes: [],
    };
  }
}

/** Signs a webhook delivery the way PortOne does (Standard Webhooks, HMAC-SHA256, base64). */
export function signWebhook(body: string, options: { secret?: string; id?: string; timestamp?: number } = {}): Record<string, string> {
  const secret = options.secret ?? FAKE_PORTONE.webhookSecret;
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

export function paidEvent(paymentId: string, storeId = FAKE_PORTONE.storeId): string {
  return JSON.stringify({ type: 'Transaction.Paid', timestamp: new Date().toISOString(), data: { paymentId, storeId, transactionId: `tx-${paymentId}` } });
}

/** PortOne's delivery after a cancellation (in its console or through the API): the body only names the payment. */
export function cancelledEvent(paymentId: string, partial = false, storeId = FAKE_PORTONE.storeId): string {
  const type = partial ? 'Transaction.PartialCancelled' : 'Transaction.Cancelled';
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data: { paymentId, storeId, transactionId: `tx-${paymentId}`, cancellationId: randomUUID() } });
}

export function portoneConfig(fake: FakePortOne) {
  return {
    kind: 'portone' as const,
    apiSecret: FAKE_PORTONE.apiSecret,
    storeId: FAKE_PORTONE.storeId,
    channelKey: FAKE_PORTONE.channelKey,
    webhookSecret: FAKE_PORTONE.webhookSecret,
    baseUrl: fake.url,
  };
}
