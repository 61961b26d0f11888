import { DEFAULT_CUTOFF_HOUR, formatCutoffTime } from '@cleaver/domain/cutoff';
import { aucklandDateString, formatDateOnly, isDateOnly, weekdayName } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { type ClosedDay, type ClosedDayLookup, closedDays } from '@cleaver/domain/holidays';
import { type Cents, cents, formatNZD, toCents, toDecimalString } from '@cleaver/domain/money';
import {
  alreadyClosedMessage,
  closedDaySchema,
  type SettingsVariablesInput,
  settingsVariablesSchema,
} from '@cleaver/domain/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { closedDay, settings } from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import { ReloadingValue } from '../../platform/cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { type EventBus, onEvent } from '../../platform/events.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

export type SettingsVariables = {
  cutoffHour: number;
  cutoffTime: string;
  freightCharge: Cents;
  freeFreightThreshold: Cents;
};

export type BusinessProfile = {
  brand: string;
  intro: string;
  about: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  socialLink: string;
  socialLabel: string;
};

const FALLBACK_PROFILE: BusinessProfile = {
  brand: 'Cleaver',
  intro: '',
  about: '',
  address: '',
  phone: '',
  email: '',
  hours: 'Monday to Saturday 10am to 3pm, Sunday closed',
  socialLink: '',
  socialLabel: '',
};

export class SettingsService {
  // Read on every order and page; kept in memory until a `settings` event says the row changed.
  private readonly current = new ReloadingValue(async () => {
    const [row] = await this.db.select().from(settings).limit(1);
    return row;
  });

  // Staff's closed days and the lookup built on them with the public holidays; reloaded on a `settings` event.
  private readonly closed = new ReloadingValue(async () => {
    const days: ClosedDay[] = await this.db
      .select({ date: closedDay.date, name: closedDay.name })
      .from(closedDay)
      .orderBy(asc(closedDay.date));
    return { days, lookup: closedDays(days) };
  });

  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
    private readonly notifications: NotificationsService,
    private readonly changes: StaffChange,
    /** The business clock: which closed days are still to come. */
    private readonly clock: Clock,
  ) {
    onEvent(events, 'settings', () => {
      this.current.invalidate();
      this.closed.invalidate();
    });
  }

  private row() {
    return this.current.get();
  }

  /** The days staff closed the shop (public holidays not included), in date order. */
  async staffClosedDays(): Promise<ClosedDay[]> {
    return (await this.closed.get()).days;
  }

  /** Why the shop is closed on a date (a public holiday or staff's closed day), or null when it is open. */
  async closedDayLookup(): Promise<ClosedDayLookup> {
    return (await this.closed.get()).lookup;
  }

  /** Staff's closed days from today (Pacific/Auckland) on, in date order: the ones staff can still remove. */
  async upcomingClosedDays(): Promise<ClosedDay[]> {
    const today = aucklandDateString(this.clock());
    return (await this.staffClosedDays()).filter((d) => d.date >= today);
  }

  /**
   * Closes the shop on a date (today or later) for a reason, or renames a closed day already there, with a
   * notice; every instance reloads its closed days (the `settings` event), so the storefront's processing
   * date moves at once. CLOSED_DAY_INVALID for a date that is not real or is past, or an empty or long reason;
   * for a Sunday or a public holiday, with a message saying it is closed already.
   */
  async addClosedDay(actor: Actor, date: string, name: string): Promise<ClosedDay[]> {
    const parsed = closedDaySchema.safeParse({ date, name });
    if (!parsed.success || parsed.data.date < aucklandDateString(this.clock())) {
      throw new DomainError('CLOSED_DAY_INVALID');
    }
    const day = parsed.data;
    const alreadyClosed = alreadyClosedMessage(day.date);
    if (alreadyClosed) throw new DomainError('CLOSED_DAY_INVALID', alreadyClosed);
    await this.changes.run(actor, async (tx) => {
      await tx
        .insert(closedDay)
        .values(day)
        .onConflictDoUpdate({ target: closedDay.date, set: { name: day.name, updatedAt: new Date() } });
      return { result: null, notice: { message: `Closed day added: ${dayText(day.date)} (${day.name})` } };
    });
    this.closedDaysChanged();
    return this.upcomingClosedDays();
  }

  /**
   * Opens the shop again on a closed day, with a notice. A date that is not closed changes nothing (another
   * staff member may have removed it a moment ago). CLOSED_DAY_INVALID for a date that is not real.
   */
  async removeClosedDay(actor: Actor, date: string): Promise<ClosedDay[]> {
    if (!isDateOnly(date)) throw new DomainError('CLOSED_DAY_INVALID');
    // As a StaffChange (db/staff-change.ts), but with no notice when nothing was removed.
    const notice = await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(closedDay).where(eq(closedDay.date, date)).returning();
      if (!row) return null;
      const message = `Closed day removed: ${dayText(row.date)} (${row.name})`;
      return this.notifications.write(tx, actor, { message });
    });
    if (notice) {
      this.notifications.publish(notice, actor);
      this.closedDaysChanged();
    }
    return this.upcomingClosedDays();
  }

  /** This instance reads its closed days again at once; the others on the `settings` event. */
  private closedDaysChanged(): void {
    this.closed.invalidate();
    this.events.publish('settings', { changed: true });
  }

  async variables(): Promise<SettingsVariables> {
    return toVariables(await this.row());
  }

  /** The variables as stored this moment, past the cache: for answers sent as a change is announced. */
  async freshVariables(): Promise<SettingsVariables> {
    const [row] = await this.db.select().from(settings).limit(1);
    return toVariables(row);
  }

  /**
   * Setting Variables: the cutoff hour, the freight charge (cents, excluding GST) and the free-freight threshold
   * (cents, compared with the goods including GST), written with a notice naming them. Every open cart hears of it (the `settings` event).
   */
  async updateVariables(actor: Actor, input: SettingsVariablesInput): Promise<SettingsVariables> {
    const parsed = settingsVariablesSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const { cutoffHour, freightChargeCents, freeFreightThresholdCents } = parsed.data;
    const values = {
      cutoffHour,
      freightCharge: toDecimalString(cents(freightChargeCents)),
      freeFreightThreshold: toDecimalString(cents(freeFreightThresholdCents)),
    };
    await this.changes.run(actor, async (tx) => {
      // The one row; a database set up without it gets it now (its brand from the fallback profile).
      await tx
        .insert(settings)
        .values({ ...values, brand: FALLBACK_PROFILE.brand })
        .onConflictDoUpdate({ target: settings.singleton, set: { ...values, updatedAt: new Date() } });
      const message =
        `Setting variables updated: cutoff ${formatCutoffTime(cutoffHour)}, ` +
        `freight ${formatNZD(cents(freightChargeCents))}, free over ${formatNZD(cents(freeFreightThresholdCents))}`;
      return { result: null, notice: { message } };
    });
    this.current.invalidate();
    this.events.publish('settings', { changed: true });
    return this.variables();
  }

  async businessProfile(): Promise<BusinessProfile> {
    const row = await this.row();
    if (!row) return FALLBACK_PROFILE;
    return {
      brand: row.brand,
      intro: row.intro,
      about: row.about,
      address: row.address,
      phone: row.phone,
      email: row.email,
      hours: row.hours,
      socialLink: row.socialLink,
      socialLabel: row.socialLabel,
    };
  }
}

/** 'Monday 28/12/2026'. */
function dayText(date: string): string {
  return `${weekdayName(date)} ${formatDateOnly(date)}`;
}

function toVariables(row: typeof settings.$inferSelect | undefined): SettingsVariables {
  const cutoffHour = row?.cutoffHour ?? DEFAULT_CUTOFF_HOUR;
  return {
    cutoffHour,
    cutoffTime: formatCutoffTime(cutoffHour),
    freightCharge: toCents(row?.freightCharge ?? '0'),
    freeFreightThreshold: toCents(row?.freeFreightThreshold ?? '0'),
  };
}
