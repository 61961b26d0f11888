import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type pg from 'pg';

export type ChangeAction = 'ADDED' | 'UPDATED' | 'DELETED';

/** Every live event the server publishes, by topic. Payloads hold ids and small records only. */
export type AppEvents = {
  category: [{ action: ChangeAction; category: { id: string; name: string } }];
  customer: [{ action: ChangeAction; customerId: string; isActive: boolean }];
  product: [{ action: ChangeAction; productId: string }];
  /** `version` and `actorName`: set by staff's saves (the back office's live order screen shows who saved). */
  order: [
    {
      action: ChangeAction;
      orderId: string;
      customerId: string | null;
      version?: number;
      actorName?: string;
    },
  ];
  /** `actorEmail`: whose change it was, so staff are not told of their own changes twice. */
  notification: [{ id: string; message: string; orderId: string | null; actorEmail?: string }];
  /** Custom prices of a price level changed (null: of every level). */
  prices: [{ priceLevelId: string | null }];
  /**
   * Sessions ended on the server (sign-out, password change or reset, an admin removed, expiry); every instance stops
   * honouring them and ends their live streams. `accountDisabled`: staff disabled or archived the customer.
   */
  sessionsRevoked: [{ sessionIds: string[]; accountDisabled?: boolean }];
  /**
   * A standing order was set, changed, stopped, started or deleted; `recurringOrderId` null: a scheduler run moved
   * standing orders on (their marks, so their next runs), one event after the run's transactions committed.
   */
  recurringOrder: [{ action: ChangeAction; recurringOrderId: string | null }];
  /**
   * Payments changed customers' ledgers, after the commit: recorded, read from the accounting system or reversed.
   * (Invoices and credit and debit notes are issued with an order change: its `order` event.)
   */
  ledger: [{ customerIds: string[] }];
  /** The settings row (ordering variables, business profile) changed. */
  settings: [{ changed: true }];
  /** Pushes to the external systems were queued, claimed, marked, retried or dismissed (ids in chunks). */
  pushes: [{ pushIds: string[] }];
  /** An external system's connection was checked (by staff, the screen opening or the probe); `checkedAt` ISO 8601. */
  connection: [{ system: 'production' | 'accounting'; ok: boolean; checkedAt: string }];
};

/**
 * Calls `handler` for every event on a topic until the returned stop function is called. For caches
 * that must hear changes made by any server instance.
 */
export function onEvent<T extends keyof AppEvents>(
  bus: EventBus,
  topic: T,
  handler: (event: AppEvents[T][0]) => void,
): () => void {
  const iterator = bus.subscribe(topic);
  void (async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) handler(next.value);
  })();
  return () => void iterator.return?.();
}

type PubSub = ReturnType<typeof createPubSub<AppEvents>>;

/** A published event with its topic, as publish hooks are told of it. */
export type PublishedEvent = { [T in keyof AppEvents]: [topic: T, event: AppEvents[T][0]] }[keyof AppEvents];

export type EventBus = Omit<PubSub, 'subscribe'> & {
  /**
   * The events on a topic from this call on, until `return()`. It listens at once, not at the first read: a live
   * stream's answer goes out before its first read, and an event published in between must not be lost.
   */
  subscribe<T extends keyof AppEvents>(topic: T): AsyncIterableIterator<AppEvents[T][0]>;
  close(): Promise<void>;
  /**
   * Calls `handler` at once, in the publishing call, for every event this instance publishes. For caches
   * of this instance that must not answer from before a change made here: with PostgreSQL the event
   * itself comes back only after a NOTIFY round trip, and a request in between would see the old answer.
   */
  onPublish(handler: (topic: keyof AppEvents, event: PublishedEvent[1]) => void): void;
  /**
   * Calls `handler` inside the dispatch, for every event on a topic this instance hears (its own, and with PostgreSQL
   * every instance's), in the order they were published, until the returned stop function is called. For state a
   * live stream must see changed before it reads the next event: streams read theirs later, in promise jobs.
   */
  listen<T extends keyof AppEvents>(topic: T, handler: (event: AppEvents[T][0]) => void): () => void;
};

function withPublishHooks(pubsub: PubSub, target: EventTarget, close: () => Promise<void>): EventBus {
  const hooks: Array<(topic: keyof AppEvents, event: PublishedEvent[1]) => void> = [];
  const send = pubsub.publish.bind(pubsub) as (topic: keyof AppEvents, ...args: unknown[]) => void;
  const publish = (topic: keyof AppEvents, ...args: unknown[]) => {
    for (const hook of hooks) hook(topic, args[0] as PublishedEvent[1]);
    send(topic, ...args);
  };
  return Object.assign(pubsub, {
    publish: publish as PubSub['publish'],
    subscribe: <T extends keyof AppEvents>(topic: T) => listening<AppEvents[T][0]>(target, topic),
    close,
    onPublish: (handler: (topic: keyof AppEvents, event: PublishedEvent[1]) => void) =>
      void hooks.push(handler),
    listen: <T extends keyof AppEvents>(topic: T, handler: (event: AppEvents[T][0]) => void) => {
      const listener = (event: Event) => {
        // A listener that throws inside a dispatch would be an uncaught exception, ending the process.
        try {
          handler((event as CustomEvent<AppEvents[T][0]>).detail);
        } catch (error) {
          console.error(`${topic} listener failed`, error);
        }
      };
      target.addEventListener(topic, listener);
      return () => target.removeEventListener(topic, listener);
    },
  });
}

/**
 * The events of one type on `target`, queued from this call until read. (graphql-yoga's own `subscribe` starts
 * listening only at its first read.)
 */
function listening<E>(target: EventTarget, type: string): AsyncIterableIterator<E> {
  const queued: E[] = [];
  let waiting: ((result: IteratorResult<E>) => void) | null = null;
  let ended = false;
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<E>).detail;
    if (waiting) {
      const wake = waiting;
      waiting = null;
      wake({ value: detail, done: false });
    } else queued.push(detail);
  };
  target.addEventListener(type, listener);
  const end = (): Promise<IteratorResult<E>> => {
    if (!ended) {
      ended = true;
      target.removeEventListener(type, listener);
      queued.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next: () => {
      if (queued.length > 0) return Promise.resolve({ value: queued.shift() as E, done: false });
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: end,
    throw: (error: unknown) => end().then(() => Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

const CHANNEL = 'cleaver_events';

/**
 * In-process by default. With PostgreSQL, events travel over LISTEN/NOTIFY so every server
 * instance behind the load balancer hears them; publishing only sends the NOTIFY and each
 * instance (this one included) dispatches what it hears.
 */
export async function createEventBus(pool?: pg.Pool): Promise<EventBus> {
  if (!pool) {
    const target = withoutListenerLimit(new EventTarget());
    return withPublishHooks(createPubSub<AppEvents>({ eventTarget: target }), target, async () => {});
  }
  const listener = await pool.connect();
  listener.on('error', (error) => console.error('event listener connection error:', error.message));
  const target = withoutListenerLimit(new PgEventTarget(pool));
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    // A batch of events, or a single one (as instances before batching sent them).
    const parsed = JSON.parse(message.payload) as WireEvent | WireEvent[];
    for (const { type, detail } of Array.isArray(parsed) ? parsed : [parsed]) {
      target.dispatchLocal(new CustomEvent(type, { detail }));
    }
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  const pubsub = createPubSub<AppEvents>({ eventTarget: target });
  return withPublishHooks(pubsub, target, async () => {
    await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
    listener.release();
  });
}

// Every open page's subscription is a listener; Node's default warns past 10 of one event type.
function withoutListenerLimit<T extends EventTarget>(target: T): T {
  setMaxListeners(0, target);
  return target;
}

type WireEvent = { type: string; detail: unknown };

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; batches stay below this.
const MAX_BATCH_BYTES = 7_000;

/**
 * Events published in one turn of the event loop (an order placed, with its staff notification; many
 * orders under load) go out as one NOTIFY with a JSON array: one round trip instead of one each.
 */
class PgEventTarget extends EventTarget {
  private pending: string[] = [];

  constructor(private readonly pool: pg.Pool) {
    super();
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail;
    if (this.pending.length === 0) setImmediate(() => this.flush());
    this.pending.push(JSON.stringify({ type: event.type, detail } satisfies WireEvent));
    return true;
  }

  private flush(): void {
    const events = this.pending;
    this.pending = [];
    let batch: string[] = [];
    let bytes = 2;
    const send = () => {
      if (batch.length === 0) return;
      this.pool
        .query('select pg_notify($1, $2)', [CHANNEL, `[${batch.join(',')}]`])
        .catch((error: unknown) => console.error('event publish failed', error));
    };
    for (const event of events) {
      const size = Buffer.byteLength(event) + 1;
      if (bytes + size > MAX_BATCH_BYTES && batch.length > 0) {
        send();
        batch = [];
        bytes = 2;
      }
      batch.push(event);
      bytes += size;
    }
    send();
  }

  dispatchLocal(event: Event): boolean {
    return super.dispatchEvent(event);
  }
}
