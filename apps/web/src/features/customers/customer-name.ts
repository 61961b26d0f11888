/** How staff know a customer: their company, else their contact's name. */
export function customerName(customer: { companyName: string; firstName: string; lastName: string }): string {
  return customer.companyName || `${customer.firstName} ${customer.lastName}`.trim();
}
