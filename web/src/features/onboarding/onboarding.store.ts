import { useSyncExternalStore } from "react";

/**
 * Whether the education wizard was asked for from a screen (the settings' education tab), so the onboarding gate
 * in the layout opens it; and whether the student put the onboarding off for this browser session.
 */
let wizardRequested = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function requestEducationWizard(requested: boolean): void {
  wizardRequested = requested;
  notify();
}

export function useEducationWizardRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wizardRequested,
  );
}

const postponedKey = (userId: number) => `onboarding-postponed:${userId}`;

/** A student who closes the tour or the wizard is asked again at their next visit, not on every page. */
export function postponeOnboarding(userId: number): void {
  sessionStorage.setItem(postponedKey(userId), "1");
  notify();
}

export function isOnboardingPostponed(userId: number): boolean {
  return sessionStorage.getItem(postponedKey(userId)) === "1";
}

export function usePostponed(userId: number): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOnboardingPostponed(userId),
  );
}

/** Set when the student opened the onboarding video from the tour (its section then counts as done). */
export const videoWatchedKey = (userId: number) => `onboarding-video-watched:${userId}`;
