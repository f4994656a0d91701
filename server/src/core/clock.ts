/**
 * Where services read "now" (decision 0043): the system's clock in the app, a settable one in tests, so a test can
 * stand at 23:30 of a school's day. A plain value in `Deps`, which a request context can carry as it is.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
