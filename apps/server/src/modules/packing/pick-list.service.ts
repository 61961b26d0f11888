import { toCents } from '@cleaver/domain/money';
import { type PickListGroupEntry, sumPickList } from '@cleaver/domain/packing';
import { toUnit } from '@cleaver/domain/quantity';
import { shortOrderId } from '@cleaver/domain/status';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { order, orderLine, product } from '../../db/schema.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { askedOrPackingDay, PACKING_STATUSES } from './packing.service.ts';
import { pickListPdf } from './pick-list-pdf.ts';

export type PickList = { processingDate: string; orderCount: number; groups: PickListGroupEntry[] };

/** Where staff download a processing date's pick list as a PDF. */
export function pickListPdfUrl(processingDate: string): string {
  return `/api/admin/pick-list.pdf?date=${processingDate}`;
}

export type PickListDeps = {
  db: Database;
  settings: Pick<SettingsService, 'variables' | 'businessProfile' | 'closedDayLookup'>;
  /** The business clock. */
  now: () => Date;
};

/**
 * What the packers fetch from the chiller: a processing date's PENDING and PACKED lines summed by product, each
 * order with its line notes, its notes and whether it is charged for cutting.
 */
export class PickListService {
  constructor(private readonly deps: PickListDeps) {}

  /** The pick list of a processing date (default the next one). BAD_INPUT for a malformed date. */
  async pickList(asked: string | null): Promise<PickList> {
    const date = await askedOrPackingDay(asked, this.deps);
    const rows = await this.deps.db
      .select({
        orderId: order.id,
        snapshot: order.customerSnapshot,
        orderNotes: order.notes,
        cutting: order.cutting,
        productId: orderLine.productId,
        productName: orderLine.productName,
        productCode: orderLine.productCode,
        unit: orderLine.unit,
        quantity: orderLine.quantity,
        packedWeight: orderLine.packedWeight,
        notes: orderLine.notes,
        group: product.productGroup,
      })
      .from(orderLine)
      .innerJoin(order, eq(order.id, orderLine.orderId))
      .leftJoin(product, eq(product.id, orderLine.productId))
      .where(and(eq(order.processingDate, date), inArray(order.status, [...PACKING_STATUSES])));
    const groups = sumPickList(
      rows.map((r) => ({
        orderId: r.orderId,
        shortId: shortOrderId(r.orderId),
        companyName: r.snapshot.companyName,
        productId: r.productId,
        productName: r.productName,
        productCode: r.productCode,
        unit: toUnit(r.unit) ?? 'EACH',
        group: r.group,
        quantity: Number(r.quantity),
        packedWeight: r.packedWeight === null ? null : Number(r.packedWeight),
        notes: r.notes,
        orderNotes: r.orderNotes,
        cutting: toCents(r.cutting),
      })),
    );
    return { processingDate: date, orderCount: new Set(rows.map((r) => r.orderId)).size, groups };
  }

  /** The pick list of a processing date (default the next one) as a printable A4 PDF. */
  async pdf(asked: string | null): Promise<{ processingDate: string; pdf: Buffer }> {
    const [list, profile] = await Promise.all([this.pickList(asked), this.deps.settings.businessProfile()]);
    return { processingDate: list.processingDate, pdf: await pickListPdf(list, { brand: profile.brand }) };
  }
}
