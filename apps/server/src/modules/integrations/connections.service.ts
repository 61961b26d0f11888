import type { ExternalSystem } from '@cleaver/domain/integrations';
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
  /** Each system's HTTP adapter and its configured URL; absent when built in. */
  production: { url: string; http: ConnectionCheck } | undefined;
  accounting: { url: string; http: ConnectionCheck } | undefined;
  now: () => Date;
};

/**
 * Each external system's adapter and connection. The last check is kept by this server instance (checks are
 * cheap and staff ask for them: a restart simply shows none until the next).
 */
export class ConnectionsService {
  private readonly checks = new Map<ExternalSystem, ConnectionState>();

  constructor(private readonly options: ConnectionsServiceOptions) {}

  async list(): Promise<IntegrationView[]> {
    const counts = await this.options.pushes.counts();
    return (['production', 'accounting'] as const).map((system) => this.view(system, counts));
  }

  /** Asks the system's API host whether it answers; a built-in system has nothing to ask and is returned as is. */
  async check(system: ExternalSystem): Promise<IntegrationView> {
    const adapter = this.options[system];
    if (adapter)
      this.checks.set(system, { ok: await adapter.http.connected(), checkedAt: this.options.now() });
    return this.view(system, await this.options.pushes.counts());
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
