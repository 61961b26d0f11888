import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@cleaver/domain/errors';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { xeroConnection } from '../../db/schema.ts';
import type { Actor } from '../../db/staff-change.ts';
import { actorName } from '../../db/staff-change.ts';
import {
  XeroAuthorizationLost,
  type XeroIdentity,
  type XeroTenant,
  type XeroTokens,
} from '../../integrations/xero/xero-identity.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

// The shop's one Xero connection (issue 47, item 1): staff start it from the Integrations screen, consent at Xero, come
// back to /api/xero/callback with a code; Cleaver keeps the tokens sealed (platform/secret-box.ts), asks which
// organisation when there are several, and refreshes the access token before it expires — the rotated refresh token
// saved in the same transaction, under the row's lock, so two pushes at once never both spend the old one. A refresh
// Xero refuses (revoked, or unused for 60 days) marks the connection BROKEN and tells staff once in the bell.

/** How long staff have between pressing Connect to Xero and coming back from Xero. */
const STATE_TTL_MS = 10 * 60_000;
/** Refresh this long before the access token expires, so a push never starts with one about to end. */
const REFRESH_MARGIN_MS = 2 * 60_000;

export const XERO_CALLBACK_PATH = '/api/xero/callback';

/** What staff see of the connection. */
export type XeroConnectionView = {
  /** False when XERO_CLIENT_ID / _SECRET are not set: Connect to Xero is not offered. */
  available: boolean;
  status: 'NOT_CONNECTED' | 'CHOOSING' | 'CONNECTED' | 'BROKEN';
  tenantName: string | null;
  connectedByName: string | null;
  connectedAt: Date | null;
  /** Why it needs attention ('Xero no longer accepts…'); null when it does not. */
  problem: string | null;
  /** The organisations to choose from while CHOOSING. */
  organisations: Array<{ tenantId: string; tenantName: string }>;
};

export type XeroConnectionsDeps = {
  db: Database;
  /** Undefined without XERO_CLIENT_ID / _SECRET. */
  identity: XeroIdentity | undefined;
  box: SecretBox;
  publicUrl: string;
  /** Signs the OAuth state, so only the staff member who started can finish, within minutes. */
  authSecret: string;
  clock: Clock;
  notifications: Pick<NotificationsService, 'write' | 'publish'>;
};

type StaffActor = Actor & { userId: string };

/** What the broken connection says to staff, on the Integrations screen and once in the bell. */
export const XERO_BROKEN_MESSAGE =
  'Xero no longer accepts Cleaver’s connection (it was disconnected in Xero, or not used for 60 days). Connect to Xero again on the Integrations screen.';

const XERO_ACTOR: Actor = { firstName: 'Xero', lastName: 'connection', email: '' };

export class XeroConnections {
  constructor(private readonly deps: XeroConnectionsDeps) {}

  get redirectUri(): string {
    return `${this.deps.publicUrl}${XERO_CALLBACK_PATH}`;
  }

  /** Xero's consent page for this staff member, with a signed state that only they can bring back in time. */
  startUrl(actor: StaffActor): string {
    const identity = this.identity();
    return identity.authorizeUrl(this.redirectUri, this.signState(actor.userId));
  }

  /**
   * Finishes the flow Xero sent the browser back from: checks the state, trades the code for tokens, and keeps them
   * sealed; with one organisation it is connected, with several staff choose (CHOOSING).
   */
  async complete(actor: StaffActor, code: string, state: string): Promise<XeroConnectionView> {
    const identity = this.identity();
    if (!this.stateIsGood(state, actor.userId)) {
      throw new DomainError(
        'BAD_INPUT',
        'The Xero sign-in took too long or was started by someone else. Try again.',
      );
    }
    const tokens = await identity.exchangeCode(code, this.redirectUri);
    const tenants = await identity.tenants(tokens.accessToken);
    if (tenants.length === 0) {
      throw new DomainError(
        'BAD_INPUT',
        'No Xero organisation was chosen at Xero. Connect again and pick one.',
      );
    }
    const [only] = tenants.length === 1 ? tenants : [];
    await this.keep(tokens, {
      status: only ? 'CONNECTED' : 'CHOOSING',
      tenantId: only?.tenantId ?? null,
      tenantName: only?.tenantName ?? null,
      tenants: tenants.map(({ tenantId, tenantName }) => ({ tenantId, tenantName })),
      connectedByName: actorName(actor),
    });
    return this.view();
  }

  /** Chooses the organisation among those Xero answered (CHOOSING → CONNECTED). */
  async choose(tenantId: string): Promise<XeroConnectionView> {
    const [row] = await this.deps.db.select().from(xeroConnection);
    const tenant = row?.tenants.find((t) => t.tenantId === tenantId);
    if (row?.status !== 'CHOOSING' || !tenant) {
      throw new DomainError('BAD_INPUT', 'Choose one of the organisations Xero offered.');
    }
    await this.deps.db
      .update(xeroConnection)
      .set({ status: 'CONNECTED', tenantId, tenantName: tenant.tenantName, updatedAt: this.deps.clock() })
      .where(eq(xeroConnection.id, 'xero'));
    return this.view();
  }

  /** Disconnects: tells Xero (best effort: a connection Xero already dropped is fine) and forgets the tokens. */
  async disconnect(): Promise<XeroConnectionView> {
    const [row] = await this.deps.db.select().from(xeroConnection);
    if (!row) return this.view();
    if (row.status !== 'BROKEN' && this.deps.identity) {
      try {
        const { accessToken } = await this.token();
        const tenants = await this.deps.identity.tenants(accessToken);
        const ours = tenants.find((t) => t.tenantId === row.tenantId);
        if (ours) await this.deps.identity.disconnect(accessToken, ours.connectionId);
      } catch {
        // Xero unreachable or the connection already gone there: forgetting it here is what staff asked for.
      }
    }
    await this.deps.db.delete(xeroConnection).where(eq(xeroConnection.id, 'xero'));
    return this.view();
  }

  async view(): Promise<XeroConnectionView> {
    const [row] = await this.deps.db.select().from(xeroConnection);
    return {
      available: this.deps.identity !== undefined,
      status: row ? (row.status as XeroConnectionView['status']) : 'NOT_CONNECTED',
      tenantName: row?.tenantName ?? null,
      connectedByName: row?.connectedByName ?? null,
      connectedAt: row?.connectedAt ?? null,
      problem: row?.problem ?? null,
      organisations: row?.status === 'CHOOSING' ? row.tenants : [],
    };
  }

  /**
   * A good access token and the organisation for a call to Xero, refreshed first when it ends within two minutes.
   * The refresh happens under the row's lock, and the rotated refresh token is saved in the same transaction.
   * Throws XeroAuthorizationLost (and marks the connection BROKEN, telling staff once) when Xero refuses it.
   */
  async token(): Promise<{ accessToken: string; tenantId: string }> {
    const identity = this.identity();
    let lost: XeroAuthorizationLost | undefined;
    const answer = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(xeroConnection).for('update');
      if (!row || row.status === 'BROKEN') throw new XeroAuthorizationLost('Xero is not connected');
      if (!row.tenantId) throw new XeroAuthorizationLost('No Xero organisation is chosen yet');
      const now = this.deps.clock();
      if (row.expiresAt.getTime() - REFRESH_MARGIN_MS > now.getTime()) {
        return { accessToken: this.deps.box.open(row.accessToken), tenantId: row.tenantId };
      }
      let tokens: XeroTokens;
      try {
        tokens = await identity.refresh(this.deps.box.open(row.refreshToken));
      } catch (error) {
        if (!(error instanceof XeroAuthorizationLost)) throw error;
        lost = error;
        const first = row.problemToldAt === null;
        await tx
          .update(xeroConnection)
          .set({
            status: 'BROKEN',
            problem: XERO_BROKEN_MESSAGE,
            problemToldAt: row.problemToldAt ?? now,
            updatedAt: now,
          })
          .where(eq(xeroConnection.id, 'xero'));
        return { told: first };
      }
      await tx
        .update(xeroConnection)
        .set({
          accessToken: this.deps.box.seal(tokens.accessToken),
          refreshToken: this.deps.box.seal(tokens.refreshToken),
          expiresAt: tokens.expiresAt,
          updatedAt: now,
        })
        .where(eq(xeroConnection.id, 'xero'));
      return { accessToken: tokens.accessToken, tenantId: row.tenantId };
    });
    if (lost) {
      if ('told' in answer && answer.told) {
        const notice = await this.deps.notifications.write(this.deps.db, XERO_ACTOR, {
          message: XERO_BROKEN_MESSAGE,
        });
        this.deps.notifications.publish(notice, XERO_ACTOR);
      }
      throw lost;
    }
    return answer as { accessToken: string; tenantId: string };
  }

  private async keep(
    tokens: XeroTokens,
    row: {
      status: 'CONNECTED' | 'CHOOSING';
      tenantId: string | null;
      tenantName: string | null;
      tenants: Array<Pick<XeroTenant, 'tenantId' | 'tenantName'>>;
      connectedByName: string;
    },
  ): Promise<void> {
    const now = this.deps.clock();
    const values = {
      ...row,
      accessToken: this.deps.box.seal(tokens.accessToken),
      refreshToken: this.deps.box.seal(tokens.refreshToken),
      expiresAt: tokens.expiresAt,
      connectedAt: now,
      problem: null,
      problemToldAt: null,
      updatedAt: now,
    };
    await this.deps.db
      .insert(xeroConnection)
      .values({ id: 'xero', ...values })
      .onConflictDoUpdate({
        target: xeroConnection.id,
        set: { ...values, mapping: sql`${xeroConnection.mapping}` },
      });
  }

  private identity(): XeroIdentity {
    if (!this.deps.identity) {
      throw new DomainError(
        'BAD_INPUT',
        'Xero is not set up on this server (XERO_CLIENT_ID and XERO_CLIENT_SECRET).',
      );
    }
    return this.deps.identity;
  }

  private signState(userId: string): string {
    const body = Buffer.from(
      JSON.stringify({
        u: userId,
        e: this.deps.clock().getTime() + STATE_TTL_MS,
        n: randomBytes(12).toString('hex'),
      }),
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private stateIsGood(state: string, userId: string): boolean {
    const [body, mac] = state.split('.');
    if (!body || !mac) return false;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    try {
      const { u, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
        u: string;
        e: number;
      };
      return u === userId && e > this.deps.clock().getTime();
    } catch {
      return false;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.deps.authSecret).update(`xero-state:${body}`).digest('base64url');
  }
}
