// Remembers in this browser that someone was signed in, so the app can tell a session that ended on
// the server (expired, revoked, or a user whose role was taken away) from a visitor who never signed in.
const SIGNED_IN_KEY = 'cleaver.signedIn';

export function markSignedIn(): void {
  try {
    window.localStorage.setItem(SIGNED_IN_KEY, '1');
  } catch {
    // Blocked storage only loses the start-up check, not the sign-in.
  }
}

export function forgetSignedIn(): void {
  try {
    window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // As above.
  }
}

export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) !== null;
  } catch {
    return false;
  }
}

// A message for the login page to show after it reloads (the forgot-password flow ends in a reload).
const LOGIN_NOTICE_KEY = 'cleaver.loginNotice';

export function leaveLoginNotice(message: string): void {
  try {
    window.sessionStorage.setItem(LOGIN_NOTICE_KEY, message);
  } catch {
    // The reload still happens; only the message is lost.
  }
}

export function takeLoginNotice(): string | null {
  try {
    const message = window.sessionStorage.getItem(LOGIN_NOTICE_KEY);
    window.sessionStorage.removeItem(LOGIN_NOTICE_KEY);
    return message;
  } catch {
    return null;
  }
}
