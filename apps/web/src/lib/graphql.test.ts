import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../gql/graphql';
import { execute, executeAbortable, GraphQLRequestError, subscribe } from './graphql';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('execute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the data of a successful call', async () => {
    answer({ data: { me: null } });
    await expect(execute(MeDocument)).resolves.toEqual({ me: null });
  });

  it("throws the server's code and message for an expected failure", async () => {
    answer({ errors: [{ message: 'Account disabled.', extensions: { code: 'ACCOUNT_DISABLED' } }] });
    const error = await execute(MeDocument).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'Account disabled.' });
  });

  it('reports an unknown code as INTERNAL with the generic message', async () => {
    answer({ errors: [{ message: 'stack trace here', extensions: { code: 'WEIRD' } }] });
    await expect(execute(MeDocument)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('reports a dropped connection as the server being unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(execute(MeDocument)).rejects.toMatchObject({ code: 'SERVER_UNAVAILABLE' });
  });

  it('drops a call the user cancels, as an abort rather than a failure', async () => {
    const fetchSpy = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const controller = new AbortController();
    const call = executeAbortable(controller.signal, MeDocument);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchSpy.mock.calls[0]?.[1].signal).toBe(controller.signal);
  });

  it('does not send a call cancelled before it went out', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const controller = new AbortController();
    const call = executeAbortable(controller.signal, MeDocument);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

// A stand-in for the browser's EventSource that records what the code under test opens and closes.
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The streams open in a task of their own after the page's load event (in jsdom: already fired). */
const streamsOpened = (count: number) => vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(count));
/** Long enough for a stream that was going to open to have opened. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('subscribe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
    setTabHidden(false);
  });

  it('catches up when it first opens, delivers events, gives the stream back while the tab is hidden and catches up when it shows again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onData = vi.fn();
    const onReconnect = vi.fn();
    const stop = subscribe(MeDocument, {}, onData, onReconnect);
    await streamsOpened(1);
    const [first] = FakeEventSource.opened;
    expect(onReconnect).not.toHaveBeenCalled();
    // What is on screen was asked for before this stream listened: a change in between would be lost.
    first?.dispatchEvent(new Event('open'));
    expect(onReconnect).toHaveBeenCalledTimes(1);
    first?.dispatchEvent(new MessageEvent('next', { data: JSON.stringify({ data: { me: null } }) }));
    expect(onData).toHaveBeenCalledWith({ me: null });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // An event the server could not read back is a missed one: caught up, not dropped.
    first?.dispatchEvent(
      new MessageEvent('next', { data: JSON.stringify({ errors: [{ message: 'Something went wrong.' }] }) }),
    );
    expect(onData).toHaveBeenCalledTimes(1);
    expect(onReconnect).toHaveBeenCalledTimes(2);

    setTabHidden(true);
    expect(first?.closed).toBe(true);
    setTabHidden(false);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]?.dispatchEvent(new Event('open'));
    expect(onReconnect).toHaveBeenCalledTimes(3);

    stop();
    expect(FakeEventSource.opened[1]?.closed).toBe(true);
    setTabHidden(true);
    setTabHidden(false);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('opens nothing in a hidden tab until it is shown, then catches up', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    setTabHidden(true);
    const onReconnect = vi.fn();
    const stop = subscribe(MeDocument, {}, vi.fn(), onReconnect);
    expect(FakeEventSource.opened).toHaveLength(0);
    setTabHidden(false);
    FakeEventSource.opened[0]?.dispatchEvent(new Event('open'));
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('opens a stream only once the page has loaded, and not at all if stopped before', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.resetModules();
    const fresh = await import('./graphql');
    const stopped = fresh.subscribe(MeDocument, {}, vi.fn());
    const stop = fresh.subscribe(MeDocument, {}, vi.fn());
    stopped();
    await settled();
    expect(FakeEventSource.opened).toHaveLength(0);

    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await streamsOpened(1);
    await settled();
    expect(FakeEventSource.opened).toHaveLength(1);
    stop();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
  });

  it('does not reopen a stream the server completed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const stop = subscribe(MeDocument, {}, vi.fn());
    await streamsOpened(1);
    FakeEventSource.opened[0]?.dispatchEvent(new Event('complete'));
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    setTabHidden(true);
    setTabHidden(false);
    expect(FakeEventSource.opened).toHaveLength(1);
    stop();
  });
});
