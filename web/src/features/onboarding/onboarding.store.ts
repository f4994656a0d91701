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
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * What a page drawn on the server assumes (decision 0176): nothing asked, the onboarding put off. The browser's own
 * storage says otherwise once the page has hydrated, and the onboarding then opens over it.
 */
const askedNothing = () => false;
const putOff = () => true;

export function requestEducationWizard(requested: boolean): void {
  wizardRequested = requested;
  notify();
}

export function useEducationWizardRequested(): boolean {
  return useSyncExternalStore(subscribe, () => wizardRequested, askedNothing);
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
  return useSyncExternalStore(subscribe, () => isOnboardingPostponed(userId), putOff);
}

const tourFinishedKey = (userId: number) => `onboarding-tour-finished:${userId}`;

/**
 * Step 9's OK: the tour is over on this browser, and the wizard's notice asks for the education next. `first_visit/`
 * waits for the education (decision 0029), so another browser shows the tour once more.
 */
export function finishTour(userId: number): void {
  localStorage.setItem(tourFinishedKey(userId), "1");
  notify();
}

export function useTourFinished(userId: number): boolean {
  return useSyncExternalStore(subscribe, () => localStorage.getItem(tourFinishedKey(userId)) === "1", putOff);
}

/** Set when the student opened the onboarding video from the tour (its section then counts as done). */
export const videoWatchedKey = (userId: number) => `onboarding-video-watched:${userId}`;
