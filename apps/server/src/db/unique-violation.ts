const UNIQUE_VIOLATION = '23505';

/**
 * The unique index a write ran into (its name, or '' when the driver did not say), or undefined when the error is
 * something else. Drizzle wraps driver errors; the SQLSTATE and the constraint sit on a cause.
 */
export function uniqueConstraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== UNIQUE_VIOLATION) continue;
    if (typeof constraint === 'string') return constraint;
    return /unique constraint "([^"]+)"/.exec(String(message))?.[1] ?? '';
  }
  return undefined;
}
