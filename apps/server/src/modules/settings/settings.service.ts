import { DEFAULT_CUTOFF_HOUR, formatCutoffTime } from '@cleaver/domain/cutoff';
import { type Cents, toCents } from '@cleaver/domain/money';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { ReloadingValue } from '../../platform/cache.ts';
import { type EventBus, onEvent } from '../../platform/events.ts';

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

  constructor(
    private readonly db: Database,
    events?: EventBus,
  ) {
    if (events) onEvent(events, 'settings', () => this.current.invalidate());
  }

  private row() {
    return this.current.get();
  }

  async variables(): Promise<SettingsVariables> {
    const row = await this.row();
    const cutoffHour = row?.cutoffHour ?? DEFAULT_CUTOFF_HOUR;
    return {
      cutoffHour,
      cutoffTime: formatCutoffTime(cutoffHour),
      freightCharge: toCents(row?.freightCharge ?? '0'),
      freeFreightThreshold: toCents(row?.freeFreightThreshold ?? '0'),
    };
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
