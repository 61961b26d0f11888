import {
  type Correction,
  correctionBetween,
  correctionReasonSchema,
  creditProblem,
  noteNumber,
  noteTitle,
} from '@cleaver/domain/corrections';
import { DomainError } from '@cleaver/domain/errors';
import { billedQuantity, formatBilledQuantity } from '@cleaver/domain/invoice';
import { shortOrderId } from '@cleaver/domain/status';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { invoice, order, orderLine } from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import type { EventBus } from '../../platform/events.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';
import {
  billedNow,
  type CorrectionNoteRow,
  type CorrectionNotes,
  type NoteReason,
} from './correction-notes.ts';

/** Staff's Credit / Return on one line of an invoiced order: how much came back (kg, or units), and why. */
export type ReturnRequest = {
  orderId: string;
  lineId: string;
  /** In the line's unit: kilograms for a catch-weight line, else units. */
  returned: number;
  reason: string;
  reasonText?: string | null;
  sendCustomerEmail: boolean;
};

type OrderRow = typeof order.$inferSelect;
type LineRow = typeof orderLine.$inferSelect;

export type CreditReturnsDeps = {
  db: Database;
  changes: StaffChange;
  events: EventBus;
  notes: CorrectionNotes;
  /** Told when a note's mail was queued, so it goes out at once. */
  outbox: { wake(): void };
};

/**
 * Credit / Return (issue 45): a line of an invoiced order comes back, whole or in part. The line's billed quantity
 * goes down by what came back (recorded as the order's progress, in its history) and a credit note for the
 * difference is issued in the same staff change, numbered and mailed as asked. The preview answers the same
 * note without writing anything. Refused with a message: an order with no invoice, a line not on it, nothing or
 * more than was billed on the line, no reason.
 */
export class CreditReturns {
  constructor(private readonly deps: CreditReturnsDeps) {}

  /** The credit note a return would issue, nothing written. */
  async preview(request: ReturnRequest): Promise<Correction> {
    return this.deps.db.transaction(async (tx) => {
      const { current, lines, line } = await this.checked(tx, request, false);
      const before = await this.deps.notes.billedBeforeChange(tx, current.id);
      const after = billedNow(
        current,
        lines.map((l) => (l.id === line.id ? returnedFrom(l, request.returned) : l)),
      );
      const correction = before ? correctionBetween(before, after) : null;
      if (!correction) throw new DomainError('BAD_INPUT', 'That return changes nothing billed.');
      return correction;
    });
  }

  /** Records the return and issues its credit note; answers the note. */
  async record(
    actor: Actor & { userId?: string | null },
    request: ReturnRequest,
  ): Promise<CorrectionNoteRow> {
    let published: { customerId: string | null; version: number } | null = null;
    const note = await this.deps.changes.run(actor, async (tx) => {
      const { current, line, why } = await this.checked(tx, request, true);
      const before = await this.deps.notes.billedBeforeChange(tx, current.id);
      const after = returnedFrom(line, request.returned);
      const unit = line.unit;
      const returnedText = `${formatBilledQuantity(request.returned, unit)} ${unit}`;
      const version = await recordOrderProgress(tx, current, {
        actor: { userId: actor.userId ?? null, name: actorName(actor) },
        at: new Date(),
        weights: new Map([[line.id, Number(after.packedWeight)]]),
        summary: `${returnedText} of ${line.productName} returned`,
        changes: [
          {
            field: `Packed weight of ${line.productName}`,
            before: `${formatBilledQuantity(Number(line.packedWeight ?? line.quantity), unit)} ${unit}`,
            after: `${formatBilledQuantity(Number(after.packedWeight), unit)} ${unit}`,
          },
        ],
      });
      const issued = await this.deps.notes.issueIfBilledChanged(tx, actor, current.id, why, before, {
        sendCustomerEmail: request.sendCustomerEmail,
      });
      if (!issued) throw new DomainError('BAD_INPUT', 'That return changes nothing billed.');
      published = { customerId: current.customerId, version };
      const company = current.customerSnapshot.companyName;
      return {
        result: issued,
        notice: {
          message: `${noteTitle(issued.kind)} ${noteNumber(issued.kind, issued.number)} issued for ${company}: ${returnedText} of ${line.productName} returned`,
          orderId: current.id,
        },
        afterCommit: () => {
          if (!published) return;
          this.deps.events.publish('order', {
            action: 'UPDATED',
            orderId: current.id,
            customerId: published.customerId,
            version: published.version,
            actorName: actorName(actor),
          });
          // The mail, and the push to an accounting system, go out at once.
          this.deps.outbox.wake();
        },
      };
    });
    return note;
  }

  /**
   * The order (locked for `record`), its lines and the line returned, after every check: an invoice, the line on
   * the order, a reason, and no more back than is billed on the line now (read under the order's lock, so two
   * staff returning the same line at once cannot credit more than was billed).
   */
  private async checked(
    tx: Transaction,
    request: ReturnRequest,
    lock: boolean,
  ): Promise<{
    current: OrderRow;
    lines: LineRow[];
    line: LineRow;
    why: NoteReason;
  }> {
    const query = tx.select().from(order).where(eq(order.id, request.orderId));
    const [current] = lock ? await query.for('update') : await query;
    if (!current) throw new DomainError('ORDER_NOT_FOUND');
    if (current.status === 'CANCELLED') {
      throw new DomainError(
        'BAD_INPUT',
        `Order ${shortOrderId(current.id)} is cancelled: there is nothing to return.`,
      );
    }
    if (!(await hasInvoice(tx, current.id))) {
      throw new DomainError(
        'BAD_INPUT',
        `Order ${shortOrderId(current.id)} has no invoice yet: change the order itself instead.`,
      );
    }
    const lines = await tx
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, current.id))
      .orderBy(asc(orderLine.position));
    const line = lines.find((l) => l.id === request.lineId);
    if (!line) throw new DomainError('BAD_INPUT', 'That line is not on this order.');
    const problem = creditProblem(
      billedQuantity({ quantity: Number(line.quantity), packedWeight: toNumber(line.packedWeight) }),
      request.returned,
      line.unit,
    );
    if (problem) throw new DomainError('BAD_INPUT', problem);
    const parsed = correctionReasonSchema.safeParse({
      reason: request.reason,
      reasonText: request.reasonText ?? '',
    });
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    return {
      current,
      lines,
      line,
      why: { reason: parsed.data.reason, reasonText: parsed.data.reasonText },
    };
  }
}

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** The line as billed once `returned` came back: its billed quantity less what came back, as a packed weight. */
function returnedFrom(line: LineRow, returned: number): LineRow {
  const billed = billedQuantity({
    quantity: Number(line.quantity),
    packedWeight: toNumber(line.packedWeight),
  });
  const thousandths = Math.round(billed * 1000) - Math.round(returned * 1000);
  return { ...line, packedWeight: (thousandths / 1000).toFixed(3) };
}

async function hasInvoice(executor: Executor, orderId: string): Promise<boolean> {
  const [row] = await executor.select({ id: invoice.id }).from(invoice).where(eq(invoice.orderId, orderId));
  return Boolean(row);
}
