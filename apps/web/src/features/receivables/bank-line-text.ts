import { formatDateOnly } from '@cleaver/domain/dates';
import type { BankLine } from './api/bank-lines';
import { nzd } from './ledger-text';

/** A line's reference fields as one text: 'INV-1042 · BISTRO · Nov'; a dash when it has none. */
export function bankLineDetails(line: Pick<BankLine, 'particulars' | 'code' | 'reference'>): string {
  return [line.particulars, line.code, line.reference].filter((text) => text !== '').join(' · ') || '—';
}

/** Who paid and what they wrote, for a card: 'HARBOUR BISTRO · INV-1042 · Nov'; a dash when there is nothing. */
export function bankLineSummary(
  line: Pick<BankLine, 'otherParty' | 'particulars' | 'code' | 'reference'>,
): string {
  return (
    [line.otherParty, line.particulars, line.code, line.reference]
      .filter((text) => text !== '')
      .join(' · ') || '—'
  );
}

/** A line as it is named on its buttons and dialogs: '$123.45 on 02/12/2026'. */
export function bankLineName(line: Pick<BankLine, 'amount' | 'postedOn'>): string {
  return `${nzd(line.amount)} on ${formatDateOnly(line.postedOn)}`;
}

/** What a line is proposed as: 'Harbour Bistro (BISTRO), pays 1042: INV-1042 in reference'. */
export function proposalText(proposal: BankLine['proposal']): string {
  if (!proposal) return 'No match found';
  const pays =
    proposal.documents.length > 0 ? `, pays ${proposal.documents.map((d) => d.number).join(', ')}` : '';
  return `${proposal.companyName} (${proposal.customerCode})${pays}: ${proposal.reason}`;
}
