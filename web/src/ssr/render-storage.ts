import { AsyncLocalStorage } from "node:async_hooks";

export type RenderStorage<T> = {
  /** The store of the run this code belongs to, across its awaits; undefined outside every run. */
  current(): T | undefined;
  run<R>(store: T, work: () => Promise<R>): Promise<R>;
};

/**
 * What a server render knows across its awaits (its host, its API calls) while other renders interleave with it.
 * An AsyncLocalStorage that has run turns on Node's promise hooks (before Node 24's async context frames), and they
 * then cost every promise of the process, every API request's included: a third of a short request's CPU on the
 * platform. So the storage is switched off each time no run is left in flight, and the hooks cost only while a page
 * is drawn.
 */
export function createRenderStorage<T>(): RenderStorage<T> {
  const storage = new AsyncLocalStorage<T>();
  let runsInFlight = 0;
  return {
    current: () => storage.getStore(),
    async run(store, work) {
      runsInFlight += 1;
      try {
        return await storage.run(store, work);
      } finally {
        runsInFlight -= 1;
        if (runsInFlight === 0) storage.disable();
      }
    },
  };
}
