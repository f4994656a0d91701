import { useSyncExternalStore } from "react";
import { ANONYMOUS_SESSION, getSessionSnapshot, type Session, subscribeSession } from "./session.store";

export function useSession(): Session {
  // The server draws guests' pages for no one; the browser hydrates them so, then shows who is signed in.
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, () => ANONYMOUS_SESSION);
}
