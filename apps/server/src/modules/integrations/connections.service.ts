import { EXTERNAL_SYSTEMS, type ExternalSystem } from '@cleaver/domain/integrations';
import { type EventBus, onEvent } from '../../platform/events.ts';
import type { PushCounts, PushesService } from './pushes.service.ts';

/** An HTTP adapter's connection check (GET /connection on the API host answers CONNECTION_OK). */
export type ConnectionCheck = { connected(): Promise<boolean> };

/** The last connection check of a system: whether it answered, and when it was asked. */
export type ConnectionState = { ok: boolean; checkedAt: Date };

/** One external system as the Integrations screen shows it. */
export type IntegrationView = {
  system: ExternalSystem;
  /** BUILT_IN: our own ledger or packing board, nothing is pushed; HTTP: the spec's REST contract. */
  adapter: 'BUILT_IN' | 'HTTP';
  /** The API host the HTTP adapter talks to (no path, no token); null when built in. */
  host: string | null;
  lastCheck: ConnectionState | null;
  pending: number;
  failed: number;
};

export type ConnectionsServiceOptions = {
  pushes: PushesService;
  events: EventBus;
  /** Each system's HTTP adapter and its configured URL; absent when built in. */
  production: { url: string; http: ConnectionCheck } | undefined;
  accounting: { url: string; http: ConnectionCheck } | undefined;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
};

/**
 * Each external system's adapter and connection, and the probe that notices a system is back. The last check
 * is kept in memory, shared with every instance over the `connection` event (a restart shows none until the
 * next check: the screen checks when it opens, the probe while pushes wait).
 */
export class ConnectionsService {
  private readonly checks = new Map<ExternalSystem, ConnectionState>();
  private readonly stopListening: () => void;
  private prober: NodeJS.Timeout | undefined;
  private probing: Promise<void> | undefined;

  constructor(private readonly options: ConnectionsServiceOptions) {
    this.stopListening = onEvent(options.events, 'connection', (event) =>
      this.remember(event.system, { ok: event.ok, checkedAt: new Date(event.checkedAt) }),
    );
  }

  async list(): Promise<IntegrationView[]> {
    const counts = await this.options.pushes.counts();
    return EXTERNAL_SYSTEMS.map((system) => this.view(system, counts));
  }

  /**
   * Asks the system's API host whether it answers; a built-in system has nothing to ask and is returned as is.
   * When it answers again, its pushes backing off after a failed try are made due now.
   */
  async check(system: ExternalSystem): Promise<IntegrationView> {
    const adapter = this.options[system];
    if (adapter) {
      const answered = this.checks.get(system)?.ok === true;
      const state = { ok: await adapter.http.connected(), checkedAt: this.options.now() };
      this.note(system, state);
      if (state.ok && !answered) await this.options.pushes.bringForward(system);
    }
    return this.view(system, await this.options.pushes.counts());
  }

  /**
   * Checks each HTTP system that has pushes backing off after a failed try, so they go as soon as it answers
   * rather than at the end of their back-off. Errors are logged, never thrown.
   */
  probe(): Promise<void> {
    this.probing ??= (async () => {
      try {
        const backingOff = await this.options.pushes.systemsBackingOff();
        for (const system of EXTERNAL_SYSTEMS)
          if (this.options[system] && backingOff.has(system)) await this.check(system);
      } catch (error) {
        this.options.logError(error, 'integrations: probing the connections failed');
      } finally {
        this.probing = undefined;
      }
    })();
    return this.probing;
  }

  /**
   * A push to these systems went through: a system last known not to answer is back, and its other pushes backing
   * off need not wait out their back-off. One that answered all along is left alone: its pushes were refused
   * for a while (a 5xx) with the system up, and hurrying them would spend their ten tries in minutes.
   */
  async delivered(systems: ReadonlySet<ExternalSystem>): Promise<void> {
    for (const system of systems) {
      if (!this.options[system] || this.checks.get(system)?.ok === true) continue;
      this.note(system, { ok: true, checkedAt: this.options.now() });
      await this.options.pushes.bringForward(system);
    }
  }

  /** Probes every `everyMs` until stopped. */
  startProbing(everyMs: number): void {
    clearInterval(this.prober);
    this.prober = setInterval(() => void this.probe(), everyMs);
    this.prober.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.prober);
    this.prober = undefined;
    this.stopListening();
    await this.probing;
  }

  // Kept here at once (the pull-forward above depends on it) and told to every instance and screen.
  private note(system: ExternalSystem, state: ConnectionState): void {
    this.remember(system, state);
    this.options.events.publish('connection', {
      system,
      ok: state.ok,
      checkedAt: state.checkedAt.toISOString(),
    });
  }

  // Checks by other instances arrive over the event bus, this instance's own too: the later check wins.
  private remember(system: ExternalSystem, state: ConnectionState): void {
    const known = this.checks.get(system);
    if (!known || known.checkedAt <= state.checkedAt) this.checks.set(system, state);
  }

  private view(system: ExternalSystem, counts: PushCounts): IntegrationView {
    const adapter = this.options[system];
    return {
      system,
      adapter: adapter ? 'HTTP' : 'BUILT_IN',
      host: adapter ? hostOf(adapter.url) : null,
      lastCheck: this.checks.get(system) ?? null,
      pending: counts[system].pending,
      failed: counts[system].failed,
    };
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
