import { useSyncExternalStore } from "react";
import { getSessionSnapshot, type Session, subscribeSession } from "./session.store";

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}
