import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../platform/events.ts';
import type { Auth } from './auth.ts';
import { RevokedSessions, type SessionLimits } from './session-guard.ts';
import { rememberingViewerResolver, toViewerProfile } from './viewer.ts';

type FakeUser = {
  id: string;
  email: string;
  role: string | null;
  customerId: string | null;
  banned: boolean;
};

/** A stand-in for better-auth that counts session lookups and can revoke the one session. */
function fakeAuth(user: Partial<FakeUser> = {}) {
  const state = { lookups: 0, revoked: false };
  const auth = {
    api: {
      getSession: async () => {
        state.lookups++;
        if (state.revoked) return null;
        return {
          session: { id: 's1', createdAt: new Date(), updatedAt: new Date() },
          user: {
            id: 'u1',
            email: 'bistro@demo.test',
            role: 'customer',
            customerId: 'c1',
            banned: false,
            ...user,
          },
        };
      },
    },
  } as unknown as Auth;
  return { auth, state };
}

/** Session limits that admit every session, or none. */
const limits = (admit = true) => ({ admit: async () => admit }) as unknown as SessionLimits;

async function resolverFor(auth: Auth, options: { admit?: boolean } = {}) {
  const events = await createEventBus();
  const revoked = new RevokedSessions(events);
  const resolve = rememberingViewerResolver({ auth, events, revoked, limits: limits(options.admit) });
  return { resolve, events, revoked };
}

const signedIn = (token = 'abc.def') =>
  new Headers({ cookie: `theme=dark; better-auth.session_token=${token}; better-auth.session_data=xyz` });

describe('remembering viewers', () => {
  it('never looks anything up for a guest', async () => {
    const { auth, state } = fakeAuth();
    const { resolve } = await resolverFor(auth);
    expect(await resolve(new Headers({ cookie: 'theme=dark' }))).toBeNull();
    expect(state.lookups).toBe(0);
  });

  it('checks a session once for a burst of requests with the same cookies', async () => {
    const { auth, state } = fakeAuth();
    const { resolve } = await resolverFor(auth);
    for (let i = 0; i < 5; i++) expect((await resolve(signedIn()))?.userId).toBe('u1');
    expect(state.lookups).toBe(1);
    await resolve(signedIn('other.token'));
    expect(state.lookups).toBe(2);
  });

  it('forgets everyone as soon as any customer changes, so a changed email shows at once', async () => {
    const { auth, state } = fakeAuth();
    const { resolve, events } = await resolverFor(auth);
    expect(await resolve(signedIn())).not.toBeNull();
    events.publish('customer', { action: 'UPDATED', customerId: 'c9', isActive: true });
    await new Promise((r) => setTimeout(r, 0));
    state.revoked = true;
    expect(await resolve(signedIn())).toBeNull();
  });

  it('refuses a remembered session once it is revoked, without asking better-auth', async () => {
    const { auth, state } = fakeAuth();
    const { resolve, revoked } = await resolverFor(auth);
    expect(await resolve(signedIn())).not.toBeNull();
    revoked.revoke(['s1']);
    expect(await resolve(signedIn())).toBeNull();
    expect(state.lookups).toBe(1);
  });

  it('refuses every session of a disabled customer, on this instance or another', async () => {
    const { auth } = fakeAuth();
    const { resolve, events } = await resolverFor(auth);
    expect(await resolve(signedIn())).not.toBeNull();
    events.publish('customer', { action: 'UPDATED', customerId: 'c1', isActive: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(await resolve(signedIn())).toBeNull();
    events.publish('customer', { action: 'UPDATED', customerId: 'c1', isActive: true });
    await new Promise((r) => setTimeout(r, 0));
    expect(await resolve(signedIn())).not.toBeNull();
  });

  it('refuses a session past its idle or absolute limit', async () => {
    const { auth } = fakeAuth();
    const { resolve } = await resolverFor(auth, { admit: false });
    expect(await resolve(signedIn())).toBeNull();
  });

  it.each([
    ['no role', { role: null }],
    ['an unknown role', { role: 'user' }],
    ['a ban', { banned: true }],
    ['a customer role without a customer record', { customerId: null }],
  ])('treats a user with %s as signed out', async (_what, user) => {
    const { auth } = fakeAuth(user);
    const { resolve } = await resolverFor(auth);
    expect(await resolve(signedIn())).toBeNull();
  });
});

describe('toViewerProfile', () => {
  it('shows an admin without a customer record and a customer with one', () => {
    expect(toViewerProfile({ id: 'a', email: 'admin@demo.test', role: 'admin' })).toMatchObject({
      role: 'admin',
      customerId: null,
      mustChangePassword: false,
    });
    expect(
      toViewerProfile({
        id: 'n',
        email: 'n@demo.test',
        role: 'customer',
        customerId: 'c',
        mustChangePassword: true,
      }),
    ).toMatchObject({ role: 'customer', customerId: 'c', mustChangePassword: true });
  });
});
