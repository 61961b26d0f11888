import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { userMessage } from '@cleaver/domain/errors';
import { WEB_MANIFEST_PATH, webManifest } from '@cleaver/web/web-manifest';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { type CORSOptions, createYoga, type Plugin } from 'graphql-yoga';
import { shopFilesOf } from './backup/backup.ts';
import { backupDestinationOf } from './backup/backup-destination.ts';
import type { DatabaseHandle } from './db/client.ts';
import { PgliteUpkeep } from './db/pglite-upkeep.ts';
import { cachedAnswers } from './graphql/cached-answers.ts';
import type { ServerContext } from './graphql/context.ts';
import { toGraphQLError } from './graphql/errors.ts';
import { MAX_RESPONSE_BYTES, queryLimitPlugins } from './graphql/limits.ts';
import { catalogueResponseCache, customerSession } from './graphql/response-cache.ts';
import { schema } from './graphql/schema.ts';
import { registerAccountingHandlers } from './integrations/accounting/accounting-handlers.ts';
import { AccountingHttp } from './integrations/accounting/accounting-http.ts';
import { registerInvoiceHandlers } from './integrations/accounting/invoice-handlers.ts';
import { OutboxWorker } from './integrations/outbox-worker.ts';
import { registerProductionHandlers } from './integrations/production/production-handlers.ts';
import { ProductionHttp } from './integrations/production/production-http.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { type Auth, createAuth } from './modules/auth/auth.ts';
import { passwordHashCost } from './modules/auth/password-hash.ts';
import { rememberingViewerResolver, type Viewer } from './modules/auth/viewer.ts';
import { registerProductImageRoutes } from './modules/catalogue/product-images.routes.ts';
import { botCheckCost } from './modules/contact/bot-check.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { cutoffReminderMailHandler } from './modules/cutoff-reminders/cutoff-reminder-mail.ts';
import { CutoffReminderScheduler } from './modules/cutoff-reminders/cutoff-reminder-scheduler.ts';
import { CUTOFF_REMINDER_MAIL_TOPIC } from './modules/cutoff-reminders/cutoff-reminders.service.ts';
import { registerDeliveryRoutes } from './modules/delivery/deliveries.routes.ts';
import { registerRunSheetRoutes } from './modules/delivery/run-sheet.routes.ts';
import { deliveredTo, pushReports } from './modules/integrations/push-reports.ts';
import { NOTE_MAIL_TOPIC, noteMailHandler } from './modules/invoicing/correction-note-mail.ts';
import { INVOICE_MAIL_TOPIC, invoiceMailHandler } from './modules/invoicing/invoice-mail.ts';
import { registerInvoiceRoutes } from './modules/invoicing/invoice-routes.ts';
import { ORDER_CONFIRMATION_TOPIC } from './modules/orders/order-mail.ts';
import { registerPickListRoutes } from './modules/packing/pick-list.routes.ts';
import { registerReceivablesRoutes } from './modules/receivables/receivables-routes.ts';
import { ReceivablesScheduler } from './modules/receivables/receivables-scheduler.ts';
import { reminderMailHandler } from './modules/receivables/reminder-mail.ts';
import { REMINDER_MAIL_TOPIC } from './modules/receivables/reminders.ts';
import { statementMailHandler } from './modules/receivables/statement-mail.ts';
import { registerStatementRoutes } from './modules/receivables/statement-routes.ts';
import { STATEMENT_MAIL_TOPIC } from './modules/receivables/statements.ts';
import { RecurringScheduler } from './modules/recurring-orders/recurring-scheduler.ts';
import { registerTestClockRoute } from './modules/recurring-orders/test-clock.routes.ts';
import { registerXeroRoutes } from './modules/xero/xero-routes.ts';
import { registerXeroWebhook } from './modules/xero/xero-webhook.ts';
import { type Clock, movableClock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { allowedOriginsOf, crossSiteRefusal } from './platform/cross-site.ts';
import { createEventBus, type EventBus } from './platform/events.ts';
import { toFetchHeaders } from './platform/http.ts';
import { registerImageServing } from './platform/image-serving.ts';
import { boundJsonBodies } from './platform/json-body.ts';
import { businessSender, createMailer } from './platform/mail.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { createStorage, type ObjectStorage } from './platform/storage.ts';
import { isPhone, loadWebPage, type RunQuery } from './platform/web-page.ts';
import { createServices, type Services } from './services.ts';

export type App = {
  server: FastifyInstance;
  auth: Auth;
  services: Services;
  /** Live events between the modules and instances (tests announce the rows they write themselves). */
  events: EventBus;
  /** Delivers what changes queued; tests drain it rather than wait for its timers. */
  outbox: OutboxWorker;
  /** Creates the standing orders' orders; runs on its own when config.scheduler, tests call `run()`. */
  scheduler: RecurringScheduler;
  /** The daily receivables run (automatic stop, overdue reminders); runs on its own when config.scheduler. */
  receivablesScheduler: ReceivablesScheduler;
  /** Sends the customers' cutoff reminders as they fall due; looks each minute when config.scheduler. */
  cutoffReminderScheduler: CutoffReminderScheduler;
  /** Draws the storefront's first pages once, so the first visitor after a start does not wait for that. */
  warmUp: () => Promise<void>;
};

const ONE_YEAR = 60 * 60 * 24 * 365;

// Powerful browser features the shop never uses, refused to it and to anything embedded in it.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Fastify's types lack the hop count; believe that many proxies nearest to us, as proxy-addr does. */
function fastifyTrustProxy(value: Config['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  overrides: {
    clock?: Clock;
    maxResponseBytes?: number;
    storage?: ObjectStorage;
    /** Yoga plugins first in line (tests count the requests that reach Yoga). */
    yogaPlugins?: Plugin[];
  } = {},
): Promise<App> {
  const options: FastifyHttpOptions<Server> = {
    logger: { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Live-update streams stay open indefinitely; closing must not wait for them.
    forceCloseConnections: true,
  };
  const server = Fastify(options);
  // First: a plugin registered later keeps the body parser and error handler in force when it is registered.
  boundJsonBodies(server);
  const events = await createEventBus(database.pool);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    // MAIL_FROM, or the business as Settings have it when each mail is sent (the services exist by then).
    from: async () =>
      config.mailFrom ?? businessSender(await services.settings.businessProfile(), config.publicUrl),
    mailDir: config.mailDir,
    log: (line) => server.log.info(line),
  });
  // Sign-in, sessions and codes keep this clock: better-auth stamps sessions with it.
  const identityClock = overrides.clock ?? systemClock;
  // With TEST_CLOCK (never in production) POST /api/testing/clock moves the business clock (cutoffs, the
  // scheduler), not the identity clock: moving days ahead must not end everyone's session.
  const testClock = config.testClock ? movableClock(identityClock) : undefined;
  const clock = testClock ?? identityClock;
  const maxResponseBytes = overrides.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const allowedOrigins = allowedOriginsOf(config);
  const auth = createAuth({
    db: database.db,
    secret: config.authSecret,
    baseURL: config.publicUrl,
    trustedOrigins: [...allowedOrigins],
    clock: identityClock,
  });
  const outbox = new OutboxWorker({
    run: database.run,
    logError: (error, message) => server.log.error(error, message),
    // Pushes the worker claims and marks refresh the Integrations screen; one that fails raises a notice.
    onClaimed: (entries) => reports.onClaimed(entries),
    onMarked: async (entries) => {
      await reports.onMarked(entries);
      await services.connections.delivered(deliveredTo(entries));
    },
  });
  const storage = overrides.storage ?? createStorage(config);
  const services = createServices({
    db: database.db,
    run: database.run,
    outbox,
    events,
    mailer,
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    logError: (error, message) => server.log.error(error, message),
    clock,
    identityClock,
    auth,
    storage,
    accounting: config.accounting,
    production: config.production,
    xero: config.xero,
    backups: { database, destination: backupDestinationOf(config), shop: shopFilesOf(config) },
  });
  const reports = pushReports({
    db: database.db,
    pushes: services.pushes,
    notifications: services.notifications,
  });
  const secure = config.publicUrl.startsWith('https://');
  const webPage = existsSync(join(config.webDist, 'index.html'))
    ? loadWebPage(config.webDist, {
        onRenderError: (error, url) =>
          server.log.error({ err: error, url: url.pathname }, 'server render failed; sent the static shell'),
        onStyleSampleError: (error, url) =>
          server.log.warn(
            { err: error, url: url.pathname },
            'style sample failed; the page went out without it',
          ),
      })
    : null;

  // Helmet's headers, worked out once (platform/security-headers.ts), and the permissions policy, on every answer.
  const everyAnswersHeaders = {
    ...securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The page's own inline scripts (the theme picked before the first paint) by their hashes.
          scriptSrc: ["'self'", ...(webPage?.inlineScriptHashes ?? [])],
          // Emotion (MUI) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: secure ? { maxAge: ONE_YEAR, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  await server.register(compress, { threshold: 1024 });
  server.addHook('onRequest', async (_request, reply) => {
    reply.headers(everyAnswersHeaders);
  });

  server.get('/connection', async (_request, reply) => reply.type('text/plain').send('CONNECTION_OK'));
  server.get('/healthz', async (_request, reply) => {
    const started = performance.now();
    try {
      await database.db.execute('select 1');
      return {
        status: 'ok',
        database: { kind: database.kind, ok: true, ms: Math.round(performance.now() - started) },
      };
    } catch (error) {
      server.log.error(error, 'health check failed');
      return reply.status(503).send({ status: 'error', database: { kind: database.kind, ok: false } });
    }
  });

  registerContactRoutes(server, services);

  registerAuthRoutes(server, { auth, services, allowedOrigins, publicUrl: config.publicUrl });

  // The viewer is worked out once per request and shared by the response cache and the GraphQL context.
  const viewers = new WeakMap<Request, Promise<Viewer | null>>();
  const resolveViewer = rememberingViewerResolver({ auth, events, ...services.sessionGuards });
  const viewerOf = (request: Request): Promise<Viewer | null> => {
    let viewer = viewers.get(request);
    if (!viewer) {
      viewer = resolveViewer(request.headers);
      viewers.set(request, viewer);
    }
    return viewer;
  };
  await registerProductImageRoutes(server, {
    services,
    allowedOrigins,
    viewerOf: (headers) => resolveViewer(headers),
  });
  await registerDeliveryRoutes(server, {
    services,
    allowedOrigins,
    viewerOf: (headers) => resolveViewer(headers),
  });
  registerPickListRoutes(server, { services, viewerOf: (headers) => resolveViewer(headers) });
  registerRunSheetRoutes(server, { services, viewerOf: (headers) => resolveViewer(headers) });
  registerInvoiceRoutes(server, { services, allowedOrigins, viewerOf: (headers) => resolveViewer(headers) });
  registerReceivablesRoutes(server, { services, viewerOf: (headers) => resolveViewer(headers) });
  registerXeroRoutes(server, { xero: services.xero, viewerOf: (headers) => resolveViewer(headers) });
  const webhookKey = config.xero?.webhookKey;
  if (webhookKey) {
    await registerXeroWebhook(server, {
      key: webhookKey,
      onInvoiceChanged: () =>
        void services.accountingPayments
          ?.readNow()
          .catch((error) => server.log.error(error, 'Reading payments from Xero after its webhook failed')),
    });
  }
  registerStatementRoutes(server, { services, viewerOf: (headers) => resolveViewer(headers) });

  // Whose kept catalogue answers a viewer shares (graphql/response-cache.ts): guests one, a customer theirs by
  // customer and price level, so price changes drop only theirs, and each staff user their own.
  const responseCacheSession = async (identity: Viewer | null): Promise<string | null> => {
    if (!identity || identity.mustChangePassword) return null;
    return identity.role === 'customer' && identity.customerId
      ? customerSession(identity.customerId, await services.pricing.priceLevelOf(identity.customerId))
      : identity.userId;
  };
  const catalogueCache = catalogueResponseCache(schema, events, async (request) =>
    responseCacheSession(await viewerOf(request)),
  );
  // Credentialed CORS for our own origins only; any other origin gets no CORS headers at all.
  const corsFor = (request: { headers: Headers }): CORSOptions => {
    const origin = request.headers.get('origin');
    return origin && allowedOrigins.has(origin)
      ? { origin: [origin], credentials: true, methods: ['GET', 'POST'] }
      : false;
  };

  // Yoga logs, at error level, every error its maskError turned into another: each expected failure too (a guest
  // asking for a customer's data, bad input), three for a guest's /cart page alone. Those, and the faults
  // toGraphQLError logged itself, are not logged again; any other (a value GraphQL could not send, raised while
  // answering, reads as bad input) is still Yoga's to log.
  const maskedByUs = new WeakSet<object>();
  const yoga = createYoga<
    ServerContext,
    Omit<import('./graphql/context.ts').GraphQLContext, keyof ServerContext>
  >({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    cors: corsFor,
    context: async ({ request }) => {
      const identity = await viewerOf(request);
      return {
        identity,
        // Until a temporary password is replaced, the user is a guest to everything but the first sign-in.
        viewer: identity?.mustChangePassword ? null : identity,
        fromOwnOrigin: allowedOrigins.has(request.headers.get('origin') ?? ''),
        // Yoga (@whatwg-node/server) aborts the request's signal when Fastify's raw response closes early.
        signal: request.signal,
        services,
      };
    },
    maskedErrors: {
      maskError: (error) => {
        let logged = false;
        const masked = toGraphQLError(error, (fault) => {
          logged = true;
          server.log.error(fault);
        });
        const callers = masked.extensions.code !== 'BAD_INPUT' || masked.path === undefined;
        if ((logged || callers) && typeof error === 'object' && error !== null) maskedByUs.add(error);
        return masked;
      },
    },
    plugins: [
      ...(overrides.yogaPlugins ?? []),
      ...queryLimitPlugins({ production: config.env === 'production' }),
      catalogueCache.plugin,
    ],
    logging: {
      debug: (...args) => server.log.debug(args),
      info: (...args) => server.log.info(args),
      warn: (...args) => server.log.warn(args),
      error: (...args) => {
        const [only] = args;
        if (args.length === 1 && typeof only === 'object' && only !== null && maskedByUs.has(only)) return;
        server.log.error(args);
      },
    },
  });
  // A kept catalogue answer goes out as Yoga would send it, without entering Yoga (graphql/cached-answers.ts).
  const answerFromCache = cachedAnswers({
    keptAnswer: catalogueCache.keptAnswer,
    sessionOf: async (headers) => responseCacheSession(await resolveViewer(headers)),
    cors: corsFor,
    fetchAPI: yoga.fetchAPI,
    maxResponseBytes,
  });
  server.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // A bank statement CSV (up to 2 MB, bank-import.ts; more once escaped in JSON) travels in a mutation.
    bodyLimit: 5 * 1024 * 1024,
    // A page on another origin must not act with the visitor's cookies (platform/cross-site.ts). Refused
    // before the body is read or any session looked up.
    onRequest: async (request, reply) => {
      if (request.method === 'OPTIONS') return;
      const refusal = crossSiteRefusal(request.method, toFetchHeaders(request), allowedOrigins);
      if (!refusal) return;
      request.log.warn({ origin: request.headers.origin }, `cross-site GraphQL request refused: ${refusal}`);
      return reply.status(403).send({
        errors: [{ message: userMessage('CROSS_SITE_REFUSED'), extensions: { code: 'CROSS_SITE_REFUSED' } }],
      });
    },
    // After the cross-site check and the bounded JSON parser, before Yoga.
    preHandler: answerFromCache,
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Subscriptions stream; every other answer is small and complete, and a Buffer is much cheaper
      // for Fastify to send than a web stream.
      if (response.headers.get('content-type')?.includes('text/event-stream'))
        return reply.send(response.body);
      const body = Buffer.from(await response.arrayBuffer());
      if (body.byteLength <= maxResponseBytes) return reply.send(body);
      request.log.warn({ bytes: body.byteLength }, 'GraphQL answer over the size limit refused');
      reply.removeHeader('content-length');
      return reply.status(413).send({
        data: null,
        errors: [{ message: userMessage('RESPONSE_TOO_LARGE'), extensions: { code: 'RESPONSE_TOO_LARGE' } }],
      });
    },
  });

  await registerImageServing(server, storage);

  if (webPage) {
    await server.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes each asset beside itself as .br and .gz at the highest quality (apps/web/vite-precompress.ts):
      // sent as they are, a sixth smaller than compressing as we answer could afford, at no CPU per request.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/; the rest may change between releases.
        // sw.js among the rest: the browser looks for a new worker on each visit, and a deploy changes it.
        const immutable = path.includes(`${join(config.webDist, 'assets')}`);
        reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
      },
    });
    // The web app manifest that makes the shop installable, named after the shop (decision 033).
    server.get(WEB_MANIFEST_PATH, async (_request, reply) => {
      const { brand } = await services.settings.businessProfile();
      return reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json')
        .send(JSON.stringify(webManifest(brand)));
    });
    const isPage = (path: string) =>
      !/^\/(api|graphql|images|assets)(\/|$)/.test(path) && !/\.\w+$/.test(path);
    // History fallback: the SPA routes every other path, its own 404 page included. A route rather than the
    // not-found handler, so the page is compressed like every other answer.
    server.get('/*', async (request, reply) => {
      if (!isPage(request.url.split('?')[0] ?? '')) return reply.callNotFound();
      // The page carries the answers its first screen needs, asked as this visitor through the same
      // GraphQL endpoint.
      const cookie = request.headers.cookie;
      const runQuery: RunQuery = async (query, variables) => {
        const response = await yoga.fetch(
          'http://localhost/graphql',
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/graphql-response+json',
              ...(cookie ? { cookie } : {}),
            },
            body: JSON.stringify({ query, variables }),
          },
          { req: request, reply },
        );
        const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
        return body.errors?.length ? null : (body.data ?? null);
      };
      const url = new URL(request.url, 'http://localhost');
      const html = await webPage.render(url, runQuery, { phone: isPhone(request.headers) });
      // A page drawn for a phone or a wider screen (web-page.ts, isPhone) varies with the device's headers.
      if (webPage.byDevice(url)) reply.header('vary', 'Sec-CH-UA-Mobile, User-Agent');
      // A signed-in visitor's page holds their own details and prices: no shared cache may keep it.
      return reply
        .header('cache-control', cookie ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
    server.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not Found' }));
  } else {
    server.log.warn(`no web build at ${config.webDist}: run "npm run build" to serve the storefront`);
  }
  if (passwordHashCost() === 'low') {
    server.log.warn(
      'PASSWORD_HASH_COST=low: new passwords are hashed with a test-run work factor, not for real use',
    );
  }
  if (botCheckCost() === 'low') {
    server.log.warn('BOT_CHECK_COST=low: the contact form’s proof of work is a test run’s, not for real use');
  }

  outbox.register(ORDER_CONFIRMATION_TOPIC, (payload) => services.orders.sendConfirmation(payload));
  // Mails with a PDF render it on this thread, a drawing that never gives way: two at a time on PostgreSQL, whose
  // queries leave the thread free meanwhile; one at a time on PGlite, where two drawn back to back kept the shop's
  // pages waiting for both (decision 030).
  const pdfMails = { concurrency: database.kind === 'pglite' ? 1 : 2 };
  outbox.register(
    INVOICE_MAIL_TOPIC,
    invoiceMailHandler({ db: database.db, mailer, documents: services.invoiceDocuments }),
    pdfMails,
  );
  outbox.register(
    NOTE_MAIL_TOPIC,
    noteMailHandler({ db: database.db, mailer, documents: services.invoiceDocuments }),
    pdfMails,
  );
  outbox.register(REMINDER_MAIL_TOPIC, reminderMailHandler({ db: database.db, mailer }));
  outbox.register(
    CUTOFF_REMINDER_MAIL_TOPIC,
    cutoffReminderMailHandler({
      db: database.db,
      mailer,
      settings: services.settings,
      publicUrl: config.publicUrl,
    }),
  );
  outbox.register(
    STATEMENT_MAIL_TOPIC,
    statementMailHandler({ db: database.db, mailer, statements: services.statements }),
    pdfMails,
  );
  // With the built-in ledger nothing is queued for the accounting system, so nothing needs delivering.
  if (config.accounting) {
    const accountingHttp = new AccountingHttp(config.accounting);
    registerAccountingHandlers(outbox, { db: database.db, http: accountingHttp });
    registerInvoiceHandlers(outbox, { db: database.db, http: accountingHttp });
  }
  // Likewise the built-in packing board reads the orders itself.
  if (config.production)
    registerProductionHandlers(outbox, { db: database.db, http: new ProductionHttp(config.production) });
  outbox.start();
  services.connections.startProbing(config.outboxProbeSeconds * 1000);
  const scheduler = new RecurringScheduler({
    db: database.db,
    pool: database.pool,
    settings: services.settings,
    notifications: services.notifications,
    orders: services.orderWriter,
    outbox,
    orderSync: services.orderSync,
    events,
    clock,
    logError: (error, message) => server.log.error(error, message),
    concurrency: database.kind === 'postgres' ? 4 : 1,
  });
  const receivablesScheduler = new ReceivablesScheduler({
    db: database.db,
    customerStop: services.customerStop,
    reminders: services.reminders,
    notifications: services.notifications,
    outbox,
    clock,
    logError: (error, message) => server.log.error(error, message),
  });
  const cutoffReminderScheduler = new CutoffReminderScheduler({
    reminders: services.cutoffReminders,
    outbox,
    clock,
    logError: (error, message) => server.log.error(error, message),
  });
  // PGlite has no autovacuum: this server keeps its planner statistics and takes back dead rows (decision 032).
  const upkeep = database.pglite
    ? new PgliteUpkeep({
        pglite: database.pglite,
        clock,
        logError: (error, message) => server.log.error(error, message),
      })
    : null;
  if (testClock) registerTestClockRoute(server, { clock: testClock, scheduler });
  // Tables never analysed are at once, even in a process that runs no nightly jobs (a bench, a second tool).
  if (upkeep) server.addHook('onReady', async () => upkeep.start({ nightly: config.scheduler }));
  if (config.scheduler) {
    server.addHook('onReady', async () => {
      scheduler.start();
      receivablesScheduler.start();
      cutoffReminderScheduler.start();
      if (config.nightlyBackup) services.backups.start();
      services.accountingPayments?.start();
      services.xeroSync?.start();
    });
  }
  server.addHook('onClose', async () => {
    await upkeep?.stop();
    await scheduler.stop();
    await receivablesScheduler.stop();
    await cutoffReminderScheduler.stop();
    await services.backups.stop();
    await services.accountingPayments?.stop();
    await services.xeroSync?.stop();
    await services.connections.stop();
    await outbox.stop();
    await events.close();
  });

  /**
   * Draws the storefront's first pages once, as a guest on a phone and on a laptop, before the server takes
   * visitors: the first render after a start imports the server-render bundle, compiles it and fills the
   * catalogue's caches (0.7 s of an idle core, several seconds on a busy one), which the first visitor, or a
   * health check's first caller, would otherwise wait for.
   */
  const warmUp = async (): Promise<void> => {
    if (!webPage) return;
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
    for (const url of WARM_UP_PAGES) {
      for (const userAgent of [phone, 'Mozilla/5.0 (X11; Linux x86_64)']) {
        const response = await server.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
        if (response.statusCode !== 200) server.log.warn(`warm-up: ${url} answered ${response.statusCode}`);
      }
    }
  };

  return {
    server,
    auth,
    services,
    events,
    outbox,
    scheduler,
    receivablesScheduler,
    cutoffReminderScheduler,
    warmUp,
  };
}

/** The pages a visitor most often opens first: home and the catalogue. */
const WARM_UP_PAGES = ['/', '/order'];
