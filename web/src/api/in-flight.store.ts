/** Counts API calls in flight so one global loader can show while any of them runs. */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function beginRequest(): void {
  inFlight += 1;
  emit();
}

export function endRequest(): void {
  inFlight = Math.max(0, inFlight - 1);
  emit();
}

export function getInFlightCount(): number {
  return inFlight;
}

export function subscribeInFlight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
