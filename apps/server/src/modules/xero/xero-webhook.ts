import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const XERO_WEBHOOK_PATH = '/api/xero/webhook';

/**
 * Xero's webhook (issue 47, item 4): Xero POSTs events signed with the app's webhook key (`x-xero-signature`: the
 * HMAC-SHA256 of the raw body, base64). A good signature is answered 200 at once and, when an invoice changed, the
 * payments are read now rather than at the next five-minute poll; a bad one 401, as Xero's "intent to receive" check
 * expects. The body is read raw here (its own JSON parser in this scope): the signature is over the bytes sent.
 */
export async function registerXeroWebhook(
  server: FastifyInstance,
  options: { key: string; onInvoiceChanged: () => void },
): Promise<void> {
  await server.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(XERO_WEBHOOK_PATH, { bodyLimit: 256 * 1024 }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const given = Buffer.from(String(request.headers['x-xero-signature'] ?? ''));
      const expected = Buffer.from(createHmac('sha256', options.key).update(raw).digest('base64'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.status(401).send();
      if (invoiceChanged(raw)) options.onInvoiceChanged();
      return reply.status(200).send();
    });
  });
}

function invoiceChanged(raw: Buffer): boolean {
  try {
    const { events } = JSON.parse(raw.toString('utf8')) as { events?: Array<{ eventCategory?: string }> };
    return (events ?? []).some((event) => event.eventCategory === 'INVOICE');
  } catch {
    return false;
  }
}
