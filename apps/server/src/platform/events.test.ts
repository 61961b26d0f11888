import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEvents, createEventBus, type EventBus, onEvent } from './events.ts';

type Notice = AppEvents['notification'][0];

/** Collects `count` notification events heard on `bus`, in the order they arrive. */
function collect(bus: EventBus, count: number): Promise<Notice[]> {
  return new Promise((resolve) => {
    const heard: Notice[] = [];
    const stop = onEvent(bus, 'notification', (event) => {
      heard.push(event);
      if (heard.length === count) {
        stop();
        resolve(heard);
      }
    });
  });
}

const notices = (count: number, text: string): Notice[] =>
  Array.from({ length: count }, (_, i) => ({ id: `n${i}`, message: `${text} ${i}`, orderId: null }));

describe('the event bus in one process', () => {
  it('delivers what is published, in order', async () => {
    const bus = await createEventBus();
    const sent = notices(3, 'in-process');
    const heard = collect(bus, sent.length);
    for (const notice of sent) bus.publish('notification', notice);
    expect(await heard).toEqual(sent);
    await bus.close();
  });

  it('keeps what is published between subscribing and the first read, and nothing after return()', async () => {
    const bus = await createEventBus();
    const stream = bus.subscribe('notification');
    const sent = notices(2, 'before reading');
    for (const notice of sent) bus.publish('notification', notice);
    expect(await stream.next()).toEqual({ value: sent[0], done: false });
    expect(await stream.next()).toEqual({ value: sent[1], done: false });
    const waiting = stream.next();
    await stream.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    bus.publish('notification', notices(1, 'after')[0] as Notice);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    await bus.close();
  });

  it('tells publish hooks at once, inside the publishing call', async () => {
    const bus = await createEventBus();
    const told: string[] = [];
    bus.onPublish((topic) => told.push(topic));
    bus.publish('product', { action: 'UPDATED', productId: 'p1' });
    expect(told).toEqual(['product']);
    await bus.close();
  });

  it('tells listeners inside the publishing call, until they stop', async () => {
    const bus = await createEventBus();
    const revoked: string[] = [];
    const stop = bus.listen('sessionsRevoked', ({ sessionIds }) => revoked.push(...sessionIds));
    bus.publish('sessionsRevoked', { sessionIds: ['s1'] });
    expect(revoked).toEqual(['s1']);
    stop();
    bus.publish('sessionsRevoked', { sessionIds: ['s2'] });
    expect(revoked).toEqual(['s1']);
    await bus.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the event bus over PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  let publisher: EventBus;
  let listener: EventBus;
  beforeAll(async () => {
    const pool = () => {
      const created = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
      pools.push(created);
      return created;
    };
    publisher = await createEventBus(pool());
    listener = await createEventBus(pool());
  });
  afterAll(async () => {
    await publisher?.close();
    await listener?.close();
    await Promise.all(pools.map((p) => p.end()));
  });

  it('tells the publishing instance’s hooks at once, before its NOTIFY comes back', async () => {
    const told: string[] = [];
    publisher.onPublish((topic) => told.push(topic));
    // Another topic than the tests below collect, so this event cannot land among theirs.
    const heard = new Promise<void>((resolve) => {
      const stop = onEvent(publisher, 'settings', () => {
        stop();
        resolve();
      });
    });
    publisher.publish('settings', { changed: true });
    expect(told).toEqual(['settings']);
    await heard;
  });

  it('tells another instance’s listeners of an event before its streams read the events published after it', async () => {
    const revoked: string[] = [];
    const stop = listener.listen('sessionsRevoked', ({ sessionIds }) => revoked.push(...sessionIds));
    const orders = listener.subscribe('order')[Symbol.asyncIterator]();
    // What the listener had been told when the stream read the order: a live stream checks its session then.
    const toldWhenRead = orders.next().then(() => [...revoked]);
    publisher.publish('sessionsRevoked', { sessionIds: ['s1'] });
    publisher.publish('order', { action: 'ADDED', orderId: 'o1', customerId: 'c1' });
    expect(await toldWhenRead).toEqual(['s1']);
    stop();
    await orders.return?.();
  });

  it('carries events published together to another instance, in order, also past one NOTIFY’s size', async () => {
    // About 120 bytes each with multi-byte text: more than one 7,000-byte batch.
    const sent = notices(150, 'Kōwhai Corner Café placed an order with a long note about the lamb shoulders');
    const heard = collect(listener, sent.length);
    for (const notice of sent) publisher.publish('notification', notice);
    expect(await heard).toEqual(sent);
  });

  it('still understands one event per NOTIFY, as instances before batching send it', async () => {
    const heard = collect(listener, 1);
    const single = { id: 'single', message: 'from an older instance', orderId: null };
    await pools[0]?.query('select pg_notify($1, $2)', [
      'cleaver_events',
      JSON.stringify({ type: 'notification', detail: single }),
    ]);
    expect(await heard).toEqual([single]);
  });
});
