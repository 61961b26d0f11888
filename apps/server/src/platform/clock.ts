/** The current time. Injected where expiry rules live, so tests can move time instead of waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
