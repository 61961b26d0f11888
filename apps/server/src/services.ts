import type { ShopFiles } from './backup/backup.ts';
import type { BackupDestination } from './backup/backup-destination.ts';
import { NightlyBackups } from './backup/nightly-backups.ts';
import type { Database, DatabaseHandle, RunStatement } from './db/client.ts';
import { StaffChanges } from './db/staff-change.ts';
import { AccountingHttp } from './integrations/accounting/accounting-http.ts';
import { AccountingSync } from './integrations/accounting/accounting-sync.ts';
import { OrderSync } from './integrations/order-sync.ts';
import type { OutboxWorker } from './integrations/outbox-worker.ts';
import { ProductionHttp } from './integrations/production/production-http.ts';
import { PushStates } from './integrations/push-states.ts';
import { RecordPushes } from './integrations/record-pushes.ts';
import { type XeroClient, XeroIdentity } from './integrations/xero/xero-identity.ts';
import { AdminsService } from './modules/auth/admins.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import type { Auth } from './modules/auth/auth.ts';
import { RevokedSessions, SessionLimits } from './modules/auth/session-guard.ts';
import { CategoriesService } from './modules/catalogue/categories.service.ts';
import { ProductAdminService } from './modules/catalogue/product-admin.service.ts';
import { ProductImagesService } from './modules/catalogue/product-images.service.ts';
import { ProductsService } from './modules/catalogue/products.service.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { CustomerAdminService } from './modules/customers/customer-admin.service.ts';
import { CustomerStopService } from './modules/customers/customer-stop.service.ts';
import { CustomersService } from './modules/customers/customers.service.ts';
import { CutoffReminders } from './modules/cutoff-reminders/cutoff-reminders.service.ts';
import { AccountingSalesService } from './modules/dashboard/accounting-sales.service.ts';
import { SalesFiguresService } from './modules/dashboard/sales-figures.service.ts';
import { DeliveriesService } from './modules/delivery/deliveries.service.ts';
import { DeliveryZonesService } from './modules/delivery/delivery-zones.service.ts';
import { RunSheetService } from './modules/delivery/run-sheet.service.ts';
import { ConnectionsService } from './modules/integrations/connections.service.ts';
import { ProductionSyncService } from './modules/integrations/production-sync.service.ts';
import { PushesService } from './modules/integrations/pushes.service.ts';
import { CorrectionNotes } from './modules/invoicing/correction-notes.ts';
import { CreditReturns } from './modules/invoicing/credit-returns.ts';
import { InvoicingService } from './modules/invoicing/invoice-creating.service.ts';
import { InvoiceDocuments } from './modules/invoicing/invoice-documents.ts';
import { InvoiceExport } from './modules/invoicing/invoice-export.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { OrderGuides } from './modules/order-guide/order-guide.service.ts';
import { OrderAdminListService } from './modules/orders/order-admin-list.service.ts';
import { OrderWriter } from './modules/orders/order-writer.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { ProductNotesService } from './modules/orders/product-notes.service.ts';
import { PackingService } from './modules/packing/packing.service.ts';
import { PickListService } from './modules/packing/pick-list.service.ts';
import { CustomPricesService } from './modules/pricing/custom-prices.service.ts';
import { PriceLevelsService } from './modules/pricing/price-levels.service.ts';
import { PricingService } from './modules/pricing/pricing.service.ts';
import { LedgerStanding } from './modules/receivables/account-standing.ts';
import { AccountingPayments, middlewarePayments } from './modules/receivables/accounting-payments.ts';
import { BankImport } from './modules/receivables/bank-import.ts';
import { Receivables } from './modules/receivables/ledger.service.ts';
import { PaymentReminders } from './modules/receivables/reminders.ts';
import { Statements } from './modules/receivables/statements.ts';
import { RecurringOrdersService } from './modules/recurring-orders/recurring-orders.service.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { XeroConnections } from './modules/xero/xero-connection.service.ts';
import { xeroPayments } from './modules/xero/xero-payments.ts';
import { xeroSync } from './modules/xero/xero-sync.ts';
import type { Clock } from './platform/clock.ts';
import type { EventBus } from './platform/events.ts';
import type { Mailer } from './platform/mail.ts';
import { secretBox } from './platform/secret-box.ts';
import type { ObjectStorage } from './platform/storage.ts';

export type Services = ReturnType<typeof createServices>;

export type ServiceDeps = {
  db: Database;
  run: RunStatement;
  events: EventBus;
  mailer: Mailer;
  authSecret: string;
  publicUrl: string;
  logError: (error: unknown, message: string) => void;
  /** The business clock: the system's, or one a test moves. */
  clock: Clock;
  /** Sign-in, sessions and codes: the clock better-auth stamps sessions with (not moved by the test clock). */
  identityClock: Clock;
  /** better-auth, for sign-in, sessions and password hashing. */
  auth: Auth;
  /** Delivers mails and pushes queued with a change, after it is committed. */
  outbox: OutboxWorker;
  /** Where product images are kept: the uploads folder or a bucket. */
  storage: ObjectStorage;
  /** The accounting middleware's address and token; without it the built-in ledger is the accounting system. */
  accounting: { url: string; token: string } | undefined;
  /** Xero's OAuth client and servers (XERO_CLIENT_ID / _SECRET); without it Connect to Xero is not offered. */
  xero?: XeroClient;
  /** The production middleware's address and token; without it the built-in packing board is the production system. */
  production: { url: string; token: string } | undefined;
  /** The database (either kind), where nightly backups go and what they hold besides it. */
  backups: { database: DatabaseHandle; destination: BackupDestination; shop: ShopFiles };
};

export function createServices(deps: ServiceDeps) {
  const notifications = new NotificationsService(deps.db, deps.events);
  const changes = new StaffChanges(deps.db, notifications);
  const settings = new SettingsService(deps.db, deps.events, notifications, changes, deps.clock);
  const runSheets = new RunSheetService(deps.db);
  const revokedSessions = new RevokedSessions(deps.events);
  const products = new ProductsService(deps.db, deps.events);
  const productImages = new ProductImagesService(deps.storage);
  const pricing = new PricingService(deps.db, deps.events);
  const accountingSync = new AccountingSync({
    db: deps.db,
    external: deps.accounting !== undefined,
    outbox: deps.outbox,
  });
  const orderSync = new OrderSync({
    db: deps.db,
    production: deps.production !== undefined,
    accounting: deps.accounting !== undefined,
    outbox: deps.outbox,
  });
  const recordPushes = new RecordPushes({
    accountingSync,
    accounting: deps.accounting !== undefined,
    production: deps.production !== undefined,
    outbox: deps.outbox,
  });
  const categories = new CategoriesService(deps.db, deps.events, changes, recordPushes);
  const xero = new XeroConnections({
    db: deps.db,
    identity: deps.xero ? new XeroIdentity(deps.xero) : undefined,
    box: secretBox(deps.authSecret, 'xero-tokens'),
    publicUrl: deps.publicUrl,
    authSecret: deps.authSecret,
    clock: deps.clock,
    notifications,
  });
  // One accounting system at a time keeps the books (ARCHITECTURE §9): the middleware when configured, else Xero
  // while connected. Its payments are read into the ledger; without either, staff record them here.
  const paymentSource = deps.accounting
    ? middlewarePayments(new AccountingHttp(deps.accounting))
    : deps.xero
      ? xeroPayments({ db: deps.db, connections: xero, apiUrl: deps.xero.apiUrl })
      : undefined;
  const accountingPayments = paymentSource
    ? new AccountingPayments({
        db: deps.db,
        source: paymentSource,
        clock: deps.clock,
        logError: deps.logError,
        events: deps.events,
      })
    : undefined;
  const auth = new AuthService({
    db: deps.db,
    auth: deps.auth,
    events: deps.events,
    mailer: deps.mailer,
    clock: deps.identityClock,
    revoked: revokedSessions,
    authSecret: deps.authSecret,
    publicUrl: deps.publicUrl,
    brand: async () => (await settings.businessProfile()).brand,
    logError: deps.logError,
  });
  const businessPhone = async () => (await settings.businessProfile()).phone;
  const customers = new CustomersService({
    db: deps.db,
    events: deps.events,
    auth,
    changes,
    businessPhone,
    accountingSync,
    pushes: recordPushes,
  });
  const customerAdmin = new CustomerAdminService({
    db: deps.db,
    run: deps.run,
    events: deps.events,
    auth,
    changes,
    customers,
    accountingSync,
    pushes: recordPushes,
    businessPhone,
    logError: deps.logError,
  });
  const orders = new OrdersService({ db: deps.db, mailer: deps.mailer, settings, now: deps.clock });
  const orderAdminList = new OrderAdminListService({
    db: deps.db,
    events: deps.events,
    settings,
    products,
    pricing,
  });
  const notes = new CorrectionNotes({ orderSync });
  const invoicing = new InvoicingService({
    db: deps.db,
    notes,
    events: deps.events,
    notifications,
    changes,
    list: orderAdminList,
    orderSync,
    outbox: deps.outbox,
  });
  const creditReturns = new CreditReturns({
    db: deps.db,
    changes,
    events: deps.events,
    notes,
    outbox: deps.outbox,
  });
  const pushes = new PushesService({ db: deps.db, events: deps.events, outbox: deps.outbox });
  return {
    events: deps.events,
    pushes,
    connections: new ConnectionsService({
      pushes,
      events: deps.events,
      logError: deps.logError,
      production: deps.production && {
        url: deps.production.url,
        http: new ProductionHttp(deps.production),
      },
      accounting: deps.accounting && {
        url: deps.accounting.url,
        http: new AccountingHttp(deps.accounting),
      },
      now: deps.identityClock,
    }),
    accountingSync,
    orderSync,
    pushStates: new PushStates({
      db: deps.db,
      production: deps.production !== undefined,
      accounting: deps.accounting !== undefined,
    }),
    productionSync: new ProductionSyncService({
      db: deps.db,
      events: deps.events,
      list: orderAdminList,
      orderSync,
      http: deps.production ? new ProductionHttp(deps.production) : undefined,
      logError: deps.logError,
      now: deps.clock,
    }),
    mailer: deps.mailer,
    notifications,
    changes,
    categories,
    products,
    productImages,
    productAdmin: new ProductAdminService({
      db: deps.db,
      events: deps.events,
      changes,
      products,
      productImages,
      pricing,
      pushes: recordPushes,
    }),
    pricing,
    priceLevels: new PriceLevelsService({ db: deps.db, changes, accountingSync }),
    customPrices: new CustomPricesService({
      db: deps.db,
      events: deps.events,
      changes,
      accountingSync,
      products,
      pricing,
    }),
    settings,
    deliveryZones: new DeliveryZonesService(deps.db, changes, deps.events),
    runSheets,
    deliveries: new DeliveriesService(deps.db, runSheets, deps.events, deps.clock),
    auth,
    admins: new AdminsService(deps.db, auth, changes),
    customers,
    customerAdmin,
    customerStop: new CustomerStopService({
      db: deps.db,
      events: deps.events,
      changes,
      admin: customerAdmin,
      businessPhone,
      now: deps.clock,
    }),
    sessionGuards: { revoked: revokedSessions, limits: new SessionLimits(deps.db, deps.identityClock) },
    contact: new ContactService({
      db: deps.db,
      mailer: deps.mailer,
      settings,
      authSecret: deps.authSecret,
      publicUrl: deps.publicUrl,
      logError: deps.logError,
    }),
    orders,
    productNotes: new ProductNotesService(deps.db),
    salesFigures: new SalesFiguresService({
      db: deps.db,
      settings,
      now: deps.clock,
      accounting: deps.accounting !== undefined,
    }),
    accountingSales: new AccountingSalesService({
      http: deps.accounting ? new AccountingHttp(deps.accounting) : undefined,
      logError: deps.logError,
    }),
    recurringOrders: new RecurringOrdersService({
      db: deps.db,
      events: deps.events,
      changes,
      settings,
      clock: deps.clock,
      production: deps.production !== undefined,
      outbox: deps.outbox,
    }),
    packing: new PackingService({
      db: deps.db,
      events: deps.events,
      changes,
      settings,
      now: deps.clock,
    }),
    pickList: new PickListService({ db: deps.db, settings, now: deps.clock }),
    invoicing,
    invoiceDocuments: new InvoiceDocuments(deps.db),
    invoiceExport: new InvoiceExport({ db: deps.db, clock: deps.clock, invoicing }),
    creditReturns,
    receivables: new Receivables({
      db: deps.db,
      changes,
      clock: deps.clock,
      accountingPayments,
      events: deps.events,
    }),
    accountingPayments,
    xero,
    xeroSync: deps.xero ? xeroSync(deps, xero, deps.xero.apiUrl) : undefined,
    bankImport: new BankImport({ db: deps.db, changes, clock: deps.clock, events: deps.events }),
    statements: new Statements({ db: deps.db, changes, clock: deps.clock }),
    reminders: new PaymentReminders({ db: deps.db }),
    cutoffReminders: new CutoffReminders({ db: deps.db, settings, clock: deps.clock }),
    orderGuides: new OrderGuides({ db: deps.db, products, categories, clock: deps.clock }),
    backups: new NightlyBackups({
      ...deps.backups,
      notifications,
      clock: deps.clock,
      logError: deps.logError,
    }),
    orderAdminList,
    orderWriter: new OrderWriter({
      db: deps.db,
      run: deps.run,
      events: deps.events,
      notifications,
      changes,
      settings,
      list: orderAdminList,
      outbox: deps.outbox,
      orderSync,
      invoices: invoicing,
      standing: new LedgerStanding(),
      reads: orders,
      now: deps.clock,
    }),
  };
}
