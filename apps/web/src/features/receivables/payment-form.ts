import { type Cents, cents, formatNZD, toCents } from '@cleaver/domain/money';
import { allocatePayment, paymentInputSchema } from '@cleaver/domain/receivables';
import { z } from 'zod';
import type { LedgerOpenDocument } from './api/customer-ledger';

// Dollars as staff type them: '1250', '1,250.5', '$1,250.50'; never more than two decimals.
const DOLLARS = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$|^\$?\.\d{1,2}$/;

/** The cents a typed amount of dollars is, exactly; null when it is not dollars and cents. */
export function paymentAmountCents(text: string): Cents | null {
  const typed = text.trim().replace(/\s/g, '');
  return DOLLARS.test(typed) ? toCents(typed.replace(/[$,]/g, '')) : null;
}

export type AllocateTo = 'OLDEST' | 'CHOSEN';

/** The Record payment form: the domain's payment input, with the amount as typed and where it goes. */
export const paymentFormSchema = z
  .object({
    receivedOn: paymentInputSchema.shape.receivedOn,
    amount: z
      .string()
      .transform((text, context): number => {
        const amount = paymentAmountCents(text);
        if (amount === null) {
          context.addIssue({
            code: 'custom',
            message: 'Enter the amount in dollars and cents, e.g. 120.50.',
          });
          return z.NEVER;
        }
        return amount;
      })
      .pipe(paymentInputSchema.shape.amount),
    method: paymentInputSchema.shape.method,
    reference: paymentInputSchema.shape.reference,
    allocateTo: z.enum(['OLDEST', 'CHOSEN']),
    chosen: z.array(z.string()),
  })
  .refine((form) => form.allocateTo === 'OLDEST' || form.chosen.length > 0, {
    path: ['chosen'],
    message: 'Choose the documents it pays, or allocate it oldest first.',
  });

export type PaymentFormValues = z.input<typeof paymentFormSchema>;
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

/**
 * What a payment would pay, as the server will allocate it (the domain's allocatePayment): 'Pays 1042 in full,
 * $120.00 of 1057; $0.00 left as credit'. `chosen` in the order staff want them paid; oldest first without it.
 */
export function allocationPreview(
  amount: Cents,
  documents: readonly LedgerOpenDocument[],
  chosen?: readonly string[],
): string {
  const numbers = new Map(documents.map((document) => [document.id, document]));
  const { allocations, unallocated } = allocatePayment(
    amount,
    documents.map((document) => ({ ...document, open: cents(document.open) })),
    chosen,
  );
  const paid = allocations.map(({ documentId, amount: part }) => {
    const document = numbers.get(documentId);
    const number = document?.number ?? documentId;
    return part === document?.open ? `${number} in full` : `${formatNZD(part)} of ${number}`;
  });
  const left = `${formatNZD(unallocated)} left as credit`;
  return paid.length > 0 ? `Pays ${paid.join(', ')}; ${left}` : `Pays no open document; ${left}`;
}
