/**
 * Resolves in a task of its own, once the browser has had the main thread in between. A message rather than a
 * timer, which a background tab would hold back for up to a second (React's scheduler yields the same way).
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
