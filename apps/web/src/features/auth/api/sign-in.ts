import { userMessage } from '@cleaver/domain/errors';
import { MESSAGES } from '@cleaver/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveGuestTrolley } from '../../../lib/guest-trolley';
import { trolleyOwner } from '../../../lib/trolley-store';
import { meQueryOptions } from './me';

export interface SignInInput {
  email: string;
  password: string;
}

/** A refused sign-in; `message` is the spec's text for the reason. */
export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

async function readErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  } catch {
    // No JSON body: the status alone decides.
  }
  return undefined;
}

async function signIn(input: SignInInput): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new SignInError(MESSAGES.signInFailed);
  }
  if (response.ok) return;

  const code = await readErrorCode(response);
  // The same answer for an unknown email and a wrong password, so accounts cannot be discovered.
  if (response.status === 401 || code === 'INVALID_CREDENTIALS')
    throw new SignInError(MESSAGES.invalidCredentials);
  if (code === 'ACCOUNT_DISABLED') throw new SignInError(MESSAGES.accountDisabled);
  if (code === 'TEMP_PASSWORD_EXPIRED') throw new SignInError(MESSAGES.tempPasswordExpired);
  if (response.status === 429 || code === 'RATE_LIMITED') throw new SignInError(userMessage('RATE_LIMITED'));
  throw new SignInError(MESSAGES.signInFailed);
}

/**
 * Signs in, then reloads everything that depends on who is signed in and moves the guest's trolley into
 * the user's; resolves to the new viewer.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      // Guest answers (no prices, no account) are stale now.
      await queryClient.invalidateQueries();
      const viewer = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      if (viewer) moveGuestTrolley(trolleyOwner(viewer));
      return viewer;
    },
  });
}
