import { customerInputSchema, MAX_CREDIT_LIMIT_CENTS } from '@cleaver/domain/schemas';
import { z } from 'zod';
import { centsToDollars } from '../../lib/dollars-text';
import {
  isOtherDays,
  OTHER_DAYS,
  OTHER_DAYS_MESSAGE,
  termsChoiceOf,
  termsCodeOf,
} from '../../lib/payment-terms-choice';
import type { AdminCustomerRow } from './api/admin-customers';

export const CREDIT_LIMIT_MESSAGE = 'Enter dollars up to $1,000,000.00, or leave it empty for no limit';

/** A credit limit as typed in dollars ('5000', '$5,000.50'), in cents; null when empty; undefined when not money. */
export function creditLimitCents(typed: string): number | null | undefined {
  const text = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const amount = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return amount <= MAX_CREDIT_LIMIT_CENTS ? amount : undefined;
}

/**
 * The customer dialog as the form holds it: the customer's fields as the server checks them, their payment terms
 * as a choice ('' the shop's default, OTHER with the days typed) and the credit limit typed in dollars ('' none).
 * Parses into the CustomerInput the mutations take.
 */
export const customerFormSchema = customerInputSchema
  .omit({ paymentTerms: true, creditLimit: true })
  .extend({
    paymentTerms: z.string(),
    paymentTermsDays: z.string(),
    creditLimit: z.string().refine((typed) => creditLimitCents(typed) !== undefined, CREDIT_LIMIT_MESSAGE),
  })
  .superRefine((form, ctx) => {
    if (form.paymentTerms === OTHER_DAYS && !isOtherDays(form.paymentTermsDays)) {
      ctx.addIssue({ code: 'custom', path: ['paymentTermsDays'], message: OTHER_DAYS_MESSAGE });
    }
  })
  .transform(({ paymentTerms, paymentTermsDays, creditLimit, ...customer }) => ({
    ...customer,
    paymentTerms: termsCodeOf(paymentTerms, paymentTermsDays),
    creditLimit: creditLimitCents(creditLimit) ?? null,
  }));

export type CustomerFormValues = z.input<typeof customerFormSchema>;
export type CustomerFormInput = z.output<typeof customerFormSchema>;

/** The form's starting values: the customer as stored, or blanks (the level chosen by staff). */
export function customerFormValues(customer: AdminCustomerRow | null): CustomerFormValues {
  const terms = termsChoiceOf(customer?.paymentTerms ?? null);
  return {
    customerCode: customer?.customerCode ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    mobile: customer?.mobile ?? '',
    companyName: customer?.companyName ?? '',
    customerLevel: customer?.customerLevel ?? '',
    priceLevelId: customer?.priceLevel?.id ?? '',
    deliveryZoneId: customer?.deliveryZone?.id ?? '',
    addr1: customer?.address.addr1 ?? '',
    addr2: customer?.address.addr2 ?? '',
    addr3: customer?.address.addr3 ?? '',
    city: customer?.address.city ?? '',
    postalCode: customer?.address.postalCode ?? '',
    paymentTerms: terms.choice,
    paymentTermsDays: terms.days,
    creditLimit: customer?.creditLimit == null ? '' : centsToDollars(customer.creditLimit),
  };
}
