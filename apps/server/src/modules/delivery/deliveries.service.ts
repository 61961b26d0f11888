import { addDays, aucklandDateString, isDateOnly } from '@cleaver/domain/dates';
import { cleanReceivedBy, receivedByProblem } from '@cleaver/domain/delivery-proof';
import { DomainError } from '@cleaver/domain/errors';
import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database, Executor } from '../../db/client.ts';
import {
  customer,
  deliveryImage,
  deliveryProof,
  deliveryRunEnd,
  deliveryZone,
  order,
} from '../../db/schema.ts';
import { actorName } from '../../db/staff-change.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import { checkedUpload } from '../../platform/images.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Run, RunSheetService, RunStop } from './run-sheet.service.ts';

/** A delivery as recorded: when (the server's clock), to whom, by whom, and whether a photo and signature came. */
export type DeliveryProofView = {
  orderId: string;
  deliveredAt: Date;
  receivedBy: string;
  recordedBy: string;
  photoId: string | null;
  signatureId: string | null;
};

/** A driver's run: a zone's stops for a date, and when the driver finished it (null: not yet). */
export type DriverRun = Run & { zoneId: string };

/** A stop the van did not deliver: its run is over (finished, or its day has passed) and nobody signed for it. */
export type UndeliveredStop = RunStop & { processingDate: string; zoneName: string };

/** What a driver records at a stop. Photo and signature are ids from {@link DeliveriesService.upload}. */
export type DeliveryInput = { receivedBy: string; photoId?: string | null; signatureId?: string | null };

export type DeliveryImageKind = 'photo' | 'signature';

/** How many days back the dashboard looks for stops left undelivered. */
export const UNDELIVERED_DAYS = 14;

// A phone's photo is kept at most this wide or high: enough to read a name on a box, small in the database.
const PHOTO_MAX_SIDE = 1280;

/**
 * Proof of delivery (issue 50): a driver sees the runs of the zones they drive, marks each stop delivered with the
 * receiver's name (the time is the server's), an optional photo and an optional signature, and finishes the run.
 * Staff may record a delivery too (the driver rang it in). Stops of finished or past runs that nobody signed for
 * are listed for the dashboard. A delivery is recorded once; it is never changed.
 */
export class DeliveriesService {
  constructor(
    private readonly db: Database,
    private readonly runSheets: RunSheetService,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** The runs on `date` of the zones `driverId` drives, by zone name. BAD_INPUT for a bad date. */
  async driverRuns(driverId: string, date: string): Promise<DriverRun[]> {
    if (!isDateOnly(date)) throw new DomainError('BAD_INPUT', 'Choose a date.');
    const [zones, runs] = await Promise.all([
      this.db.select({ id: deliveryZone.id }).from(deliveryZone).where(eq(deliveryZone.driverId, driverId)),
      this.runSheets.runs(date),
    ]);
    const driven = new Set(zones.map((z) => z.id));
    return runs.flatMap((run) =>
      run.zoneId !== null && driven.has(run.zoneId) ? [{ ...run, zoneId: run.zoneId }] : [],
    );
  }

  /** The deliveries recorded for these orders, by order id. */
  async proofs(orderIds: readonly string[]): Promise<Map<string, DeliveryProofView>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select(PROOF_FIELDS)
      .from(deliveryProof)
      .where(inArray(deliveryProof.orderId, [...orderIds]));
    return new Map(rows.map((row) => [row.orderId, row]));
  }

  /**
   * Whether `viewer` may see an order's delivery and its pictures: staff always, the order's customer, and the
   * driver of the zone the order's customer is in.
   */
  async maySee(viewer: Viewer, orderId: string): Promise<boolean> {
    if (viewer.role === 'admin') return true;
    const [found] = await this.db
      .select({ customerId: order.customerId, driverId: deliveryZone.driverId })
      .from(order)
      .leftJoin(customer, eq(customer.id, order.customerId))
      .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
      .where(eq(order.id, orderId));
    if (!found) return false;
    if (viewer.role === 'customer')
      return found.customerId !== null && found.customerId === viewer.customerId;
    return found.driverId === viewer.userId;
  }

  /**
   * Stores a photo or signature for a delivery about to be recorded: the same checks as a product photo (format by
   * its bytes, size, pixels), turned upright, shrunk and stripped of metadata (a phone's photo carries where it
   * was taken). Answers its id.
   */
  async upload(uploader: Viewer, kind: DeliveryImageKind, bytes: Buffer): Promise<string> {
    await checkedUpload(bytes);
    const webp = await sharp(bytes, { limitInputPixels: false })
      .autoOrient()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp(kind === 'signature' ? { lossless: true } : { quality: 78 })
      .toBuffer()
      .catch((error: unknown) => {
        throw new DomainError('IMAGE_UNREADABLE', undefined, { cause: error });
      });
    return this.db.transaction(async (tx) => {
      // Pictures taken for a stop that was never marked: gone after a day.
      await tx.delete(deliveryImage).where(
        and(
          // The database's clock, as created_at is (a test may move the app's).
          sql`${deliveryImage.createdAt} < now() - interval '1 day'`,
          sql`not exists (select 1 from delivery_proof p where p.photo_id = ${deliveryImage.id} or p.signature_id = ${deliveryImage.id})`,
        ),
      );
      const [row] = await tx
        .insert(deliveryImage)
        .values({ kind, bytes: webp, uploadedBy: uploader.userId })
        .returning({ id: deliveryImage.id });
      if (!row) throw new Error('delivery image insert returned nothing');
      return row.id;
    });
  }

  /** A delivery's photo or signature as WebP, for a viewer who may see that delivery; null otherwise. */
  async image(viewer: Viewer, imageId: string): Promise<Buffer | null> {
    const [found] = await this.db
      .select({
        bytes: deliveryImage.bytes,
        orderId: deliveryProof.orderId,
        uploadedBy: deliveryImage.uploadedBy,
      })
      .from(deliveryImage)
      .leftJoin(
        deliveryProof,
        or(eq(deliveryProof.photoId, deliveryImage.id), eq(deliveryProof.signatureId, deliveryImage.id)),
      )
      .where(eq(deliveryImage.id, imageId))
      .limit(1);
    if (!found) return null;
    // Not yet part of a delivery: only whoever took it sees it (the driver's preview).
    if (found.orderId === null) return found.uploadedBy === viewer.userId ? found.bytes : null;
    return (await this.maySee(viewer, found.orderId)) ? found.bytes : null;
  }

  /**
   * Marks a stop delivered at the server's time. A driver may mark only a delivery order of a zone they drive,
   * due today or earlier (NOT_FOUND for any other order, NOT_DELIVERABLE_YET for a later day's); staff any
   * delivery order. ALREADY_DELIVERED when it was recorded before (also when two phones send it at once);
   * BAD_INPUT for no name, or a photo or signature that is not one just uploaded by this user.
   */
  async markDelivered(actor: Viewer, orderId: string, input: DeliveryInput): Promise<DeliveryProofView> {
    const problem = receivedByProblem(input.receivedBy);
    if (problem) throw new DomainError('BAD_INPUT', problem);
    const receivedBy = cleanReceivedBy(input.receivedBy);
    const today = aucklandDateString(this.clock());
    const proof = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          customerId: order.customerId,
          status: order.status,
          isDelivery: order.isDelivery,
          processingDate: order.processingDate,
          driverId: deliveryZone.driverId,
        })
        .from(order)
        .leftJoin(customer, eq(customer.id, order.customerId))
        .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
        .where(eq(order.id, orderId))
        .for('update', { of: order });
      const onTheirRun =
        actor.role === 'admin' || (found?.driverId != null && found.driverId === actor.userId);
      if (!found || !onTheirRun || found.isDelivery !== true || found.status === 'CANCELLED') {
        throw new DomainError('NOT_FOUND', 'This order is not a stop on your runs.');
      }
      if (actor.role !== 'admin' && found.processingDate > today)
        throw new DomainError('NOT_DELIVERABLE_YET');
      const [recorded] = await tx
        .select({ orderId: deliveryProof.orderId })
        .from(deliveryProof)
        .where(eq(deliveryProof.orderId, orderId));
      if (recorded) throw new DomainError('ALREADY_DELIVERED');
      const photoId = await ownUpload(tx, actor, input.photoId, 'photo');
      const signatureId = await ownUpload(tx, actor, input.signatureId, 'signature');
      const [row] = await tx
        .insert(deliveryProof)
        .values({
          orderId,
          deliveredAt: this.clock(),
          receivedBy,
          photoId,
          signatureId,
          driverId: actor.role === 'driver' ? actor.userId : null,
          recordedBy: actorName(actor),
        })
        .onConflictDoNothing()
        .returning(PROOF_FIELDS);
      if (!row) throw new DomainError('ALREADY_DELIVERED');
      return { row, customerId: found.customerId };
    });
    this.events.publish('order', { action: 'UPDATED', orderId, customerId: proof.customerId });
    return proof.row;
  }

  /**
   * The driver is done with a zone's run of `date`: its stops still not delivered go on the dashboard now rather
   * than the next morning. Finishing again keeps the first time. NOT_FOUND for a zone they do not drive.
   */
  async finishRun(driver: Viewer, zoneId: string, date: string): Promise<Date> {
    if (!isDateOnly(date)) throw new DomainError('BAD_INPUT', 'Choose a date.');
    const [zone] = await this.db
      .select({ driverId: deliveryZone.driverId })
      .from(deliveryZone)
      .where(eq(deliveryZone.id, zoneId));
    if (!zone || (driver.role !== 'admin' && zone.driverId !== driver.userId)) {
      throw new DomainError('NOT_FOUND', 'This run is not yours.');
    }
    const ended = await this.db
      .insert(deliveryRunEnd)
      .values({ zoneId, runDate: date, finishedAt: this.clock(), driverId: driver.userId })
      .onConflictDoNothing()
      .returning({ zoneId: deliveryRunEnd.zoneId });
    if (ended.length > 0) {
      // Its stops left undelivered are now the office's: open dashboards and run sheets read them again.
      const run = (await this.runSheets.runs(date)).find((r) => r.zoneId === zoneId);
      for (const stop of run?.stops ?? []) {
        if (!stop.delivered) {
          this.events.publish('order', {
            action: 'UPDATED',
            orderId: stop.orderId,
            customerId: stop.customerId,
          });
        }
      }
    }
    const [end] = await this.db
      .select({ finishedAt: deliveryRunEnd.finishedAt })
      .from(deliveryRunEnd)
      .where(and(eq(deliveryRunEnd.zoneId, zoneId), eq(deliveryRunEnd.runDate, date)));
    if (!end) throw new Error('run end not recorded');
    return end.finishedAt;
  }

  /**
   * Delivery stops nobody signed for whose run is over, of runs delivered with the app: finished by the driver, or
   * of an earlier day (the last {@link UNDELIVERED_DAYS} days) with a delivery recorded on it. A run nobody marked
   * anything on is left out, so a shop that does not use the driver's page, and the days before it did, list
   * nothing. Oldest day first, then in drop order.
   */
  async undelivered(): Promise<UndeliveredStop[]> {
    const today = aucklandDateString(this.clock());
    const from = addDays(today, -UNDELIVERED_DAYS);
    // Only runs someone delivered with the app: a day with a finished run, or with a delivery recorded.
    const [finished, recorded] = await Promise.all([
      this.db
        .select({ date: deliveryRunEnd.runDate, zoneId: deliveryRunEnd.zoneId })
        .from(deliveryRunEnd)
        .where(and(gte(deliveryRunEnd.runDate, from), lte(deliveryRunEnd.runDate, today))),
      this.db
        .selectDistinct({ date: order.processingDate })
        .from(deliveryProof)
        .innerJoin(order, eq(order.id, deliveryProof.orderId))
        .where(and(gte(order.processingDate, from), lt(order.processingDate, today))),
    ]);
    const dates = new Set([...finished.map((run) => run.date), ...recorded.map((day) => day.date)]);
    const stops: UndeliveredStop[] = [];
    for (const date of [...dates].sort()) {
      const ended = new Set(finished.filter((run) => run.date === date).map((run) => run.zoneId));
      for (const run of await this.runSheets.runs(date)) {
        const over =
          (run.zoneId !== null && ended.has(run.zoneId)) ||
          (date < today && run.stops.some((stop) => stop.delivered));
        if (!over) continue;
        for (const stop of run.stops) {
          if (!stop.delivered) stops.push({ ...stop, processingDate: date, zoneName: run.zoneName });
        }
      }
    }
    return stops;
  }
}

const PROOF_FIELDS = {
  orderId: deliveryProof.orderId,
  deliveredAt: deliveryProof.deliveredAt,
  receivedBy: deliveryProof.receivedBy,
  recordedBy: deliveryProof.recordedBy,
  photoId: deliveryProof.photoId,
  signatureId: deliveryProof.signatureId,
};

/** A photo or signature this user uploaded and no delivery has taken up yet; BAD_INPUT otherwise. */
async function ownUpload(
  tx: Executor,
  actor: Viewer,
  imageId: string | null | undefined,
  kind: DeliveryImageKind,
): Promise<string | null> {
  if (!imageId) return null;
  const [found] = await tx
    .select({ id: deliveryImage.id })
    .from(deliveryImage)
    .where(
      and(
        eq(deliveryImage.id, imageId),
        eq(deliveryImage.kind, kind),
        eq(deliveryImage.uploadedBy, actor.userId),
        sql`not exists (select 1 from delivery_proof p where p.photo_id = ${deliveryImage.id} or p.signature_id = ${deliveryImage.id})`,
      ),
    );
  if (!found) throw new DomainError('BAD_INPUT', `Take the ${kind} again: it did not arrive.`);
  return found.id;
}
