import type { Database } from './db/client.ts';
import { CategoriesService } from './modules/catalogue/categories.service.ts';
import { ProductsService } from './modules/catalogue/products.service.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { PricingService } from './modules/pricing/pricing.service.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import type { EventBus } from './platform/events.ts';
import type { Mailer } from './platform/mail.ts';

export type Services = ReturnType<typeof createServices>;

export type ServiceDeps = {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  authSecret: string;
  publicUrl: string;
  logError: (error: unknown, message: string) => void;
};

export function createServices(deps: ServiceDeps) {
  const settings = new SettingsService(deps.db);
  return {
    events: deps.events,
    mailer: deps.mailer,
    categories: new CategoriesService(deps.db, deps.events),
    products: new ProductsService(deps.db, deps.events),
    pricing: new PricingService(deps.db, deps.events),
    settings,
    contact: new ContactService({
      db: deps.db,
      mailer: deps.mailer,
      settings,
      authSecret: deps.authSecret,
      publicUrl: deps.publicUrl,
      logError: deps.logError,
    }),
  };
}
