/**
 * Where the ALTCHA widget fetches a fresh proof-of-work challenge (a plain JSON route, not GraphQL:
 * the widget fetches it itself, see docs/decisions/009).
 */
export const ALTCHA_CHALLENGE_URL = '/api/altcha/challenge';
