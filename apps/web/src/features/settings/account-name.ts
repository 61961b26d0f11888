/** A staff or driver account by name, or by email when it has none. */
export function accountName(account: { firstName: string; lastName: string; email: string }): string {
  return `${account.firstName} ${account.lastName}`.trim() || account.email;
}
