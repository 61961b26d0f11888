const CONNECTION_OK = 'CONNECTION_OK';

/** The check before placing an order: true when the server answers GET /connection with CONNECTION_OK. */
export async function checkConnection(): Promise<boolean> {
  try {
    const response = await fetch('/connection', {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok && (await response.text()).trim() === CONNECTION_OK;
  } catch {
    return false;
  }
}
