import { useSyncExternalStore } from "react";
import { getDrawnSession, getSessionSnapshot, type Session, subscribeSession } from "./session.store";

export function useSession(): Session {
  // The server draws a page for its session (no one's on a guest page); the browser hydrates it so, then shows the
  // session it restored.
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getDrawnSession);
}
