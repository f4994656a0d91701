import { type ComponentType, use, useEffect } from "react";

/** A component whose code arrives on demand, and that can be asked to download it ahead of its first render. */
export type Preloadable<Props extends object> = ComponentType<Props> & {
  /** Downloads the code once (a failed download may be tried again); settles when the component can render. */
  preload: () => Promise<ComponentType<Props>>;
};

/** The parts that suspended for their code and have not been shown since. */
const awaited = new Set<object>();
const onceShown: (() => void)[] = [];
/** A part that never shows (its parent stopped asking for it) holds no one back longer than this. */
const LONGEST_WAIT_MS = 10_000;

function partShown(part: object): void {
  if (!awaited.delete(part) || awaited.size > 0) return;
  for (const callback of onceShown.splice(0)) callback();
}

/**
 * Calls `callback` once every part that suspended for its code has been shown. On a page the server drew, such a part
 * stays the server's markup until its code arrives and React hydrates it, in a later pass than the screen around it
 * (decision 0179): what changes the answers before then would make React draw it again, and its page would jump.
 */
export function whenPartsShown(callback: () => void): void {
  if (awaited.size === 0) {
    callback();
    return;
  }
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  onceShown.push(once);
  setTimeout(once, LONGEST_WAIT_MS);
}

/**
 * Marks a promise as React marks one it has read settle: `use` then answers with `value` at once, without suspending
 * (a render it replays after a suspension must still call `use`, so a value already there is passed to it this way).
 */
export function markFulfilled<T>(promise: Promise<T>, value: T): Promise<T> {
  return Object.assign(promise, { status: "fulfilled", value });
}

/**
 * Like `React.lazy`, but once its code has arrived, the component renders it at once instead of suspending on its
 * first render. A page drawn on the server is hydrated only after its screen's code has arrived (decision 0179): a
 * part that suspends while it is hydrated stays the server's markup, and any update reaching it before it has
 * hydrated (the session restored, an answer arriving) would make React throw that markup away and draw it anew.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loaded = false;
  let pending: Promise<ComponentType<Props>> | undefined;
  const part = {};
  const preload = () => {
    if (pending === undefined) {
      const download = load().then(
        (component) => {
          markFulfilled(download, component);
          loaded = true;
          return component;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = download;
    }
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as lazy's are.
  function Preloaded(props: Props) {
    if (!loaded && typeof window !== "undefined") awaited.add(part);
    // On every render, never only while the code is missing: a render React replays after `use` suspended must call
    // the same hooks as the one that suspended (a `use` skipped on the replay broke the hooks after it, React #467).
    const Component = use(preload());
    useEffect(() => partShown(part), []);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
