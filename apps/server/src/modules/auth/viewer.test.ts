import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../platform/events.ts';
import type { Auth } from './auth.ts';
import { rememberingViewerResolver } from './viewer.ts';

/** A stand-in for better-auth that counts session lookups and can revoke the one session. */
function fakeAuth() {
  const state = { lookups: 0, revoked: false };
  const auth = {
    api: {
      getSession: async () => {
        state.lookups++;
        if (state.revoked) return null;
        return {
          session: { id: 's1' },
          user: { id: 'u1', email: 'bistro@demo.test', role: 'customer', customerId: 'c1', banned: false },
        };
      },
    },
  } as unknown as Auth;
  return { auth, state };
}

const signedIn = (token = 'abc.def') =>
  new Headers({ cookie: `theme=dark; better-auth.session_token=${token}; better-auth.session_data=xyz` });

describe('remembering viewers', () => {
  it('never looks anything up for a guest', async () => {
    const { auth, state } = fakeAuth();
    const resolve = rememberingViewerResolver(auth, await createEventBus());
    expect(await resolve(new Headers({ cookie: 'theme=dark' }))).toBeNull();
    expect(state.lookups).toBe(0);
  });

  it('checks a session once for a burst of requests with the same cookies', async () => {
    const { auth, state } = fakeAuth();
    const resolve = rememberingViewerResolver(auth, await createEventBus());
    for (let i = 0; i < 5; i++) expect((await resolve(signedIn()))?.userId).toBe('u1');
    expect(state.lookups).toBe(1);
    await resolve(signedIn('other.token'));
    expect(state.lookups).toBe(2);
  });

  it('forgets everyone as soon as any customer changes, so a disabled account stops at once', async () => {
    const { auth, state } = fakeAuth();
    const events = await createEventBus();
    const resolve = rememberingViewerResolver(auth, events);
    expect(await resolve(signedIn())).not.toBeNull();
    state.revoked = true;
    events.publish('customer', { action: 'UPDATED', customerId: 'c1', isActive: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(await resolve(signedIn())).toBeNull();
  });
});
