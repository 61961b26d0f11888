import { aucklandDateString } from '@cleaver/domain/dates';
import { dueDateFor, effectiveTerms, termsLabel } from '@cleaver/domain/receivables';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customer, type DocumentPayment, settings } from '../../db/schema.ts';

/** What Settings say of being paid: the default terms (a code) and the bank account ('' for none). */
export type ShopPayment = { defaultTerms: string | null; bankAccount: string };

export function shopPaymentOf(
  row: Pick<typeof settings.$inferSelect, 'paymentTerms' | 'bankAccount'> | undefined,
): ShopPayment {
  return { defaultTerms: row?.paymentTerms ?? null, bankAccount: row?.bankAccount ?? '' };
}

/**
 * A document issued at `issuedAt` for a customer with `customerTerms` (a code; null: the shop's default): the day
 * it is due, by the terms on its Pacific/Auckland date of issue, and how to pay it as printed.
 */
export function paymentOf(
  issuedAt: Date,
  customerTerms: string | null,
  shop: ShopPayment,
): { dueDate: string; payment: DocumentPayment } {
  const terms = effectiveTerms(customerTerms, shop.defaultTerms);
  return {
    dueDate: dueDateFor(aucklandDateString(issuedAt), terms),
    payment: { terms: termsLabel(terms), bankAccount: shop.bankAccount },
  };
}

/**
 * {@link paymentOf} a document issued on its own (a debit note): Settings' terms and bank account with the
 * customer's own terms, in one read.
 */
export async function paymentNow(
  executor: Executor,
  customerId: string | null,
  issuedAt: Date,
): Promise<{ dueDate: string; payment: DocumentPayment }> {
  const [row] = await executor
    .select({
      paymentTerms: settings.paymentTerms,
      bankAccount: settings.bankAccount,
      // No customer (gone): no row, so null.
      customerTerms: sql<
        string | null
      >`(select ${customer.paymentTerms} from ${customer} where ${customer.id} = ${customerId})`,
    })
    .from(settings)
    .limit(1);
  return paymentOf(issuedAt, row?.customerTerms ?? null, shopPaymentOf(row));
}
