import type { Database } from './db/client.ts';
import { CategoriesService } from './modules/catalogue/categories.service.ts';
import { ProductsService } from './modules/catalogue/products.service.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { ProductNotesService } from './modules/orders/product-notes.service.ts';
import { PricingService } from './modules/pricing/pricing.service.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import type { Clock } from './platform/clock.ts';
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
  /** The business clock: the system's, or one a test moves. */
  clock: Clock;
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
    orders: new OrdersService({
      db: deps.db,
      events: deps.events,
      mailer: deps.mailer,
      settings,
      now: deps.clock,
      logError: deps.logError,
    }),
    productNotes: new ProductNotesService(deps.db),
  };
}
