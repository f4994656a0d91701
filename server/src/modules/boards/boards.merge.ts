import type { BoardElement } from "@school/contracts";

/**
 * Whether `candidate` replaces `current` of the same id: the higher element version wins; on a tie the lower
 * versionNonce, which is the rule Excalidraw's own reconciliation follows, so the server and every browser settle
 * on the same element whatever order the saves arrive in.
 */
export function replaces(candidate: BoardElement, current: BoardElement): boolean {
  if (candidate.version !== current.version) return candidate.version > current.version;
  return candidate.versionNonce < current.versionNonce;
}

/**
 * Merges saved elements into a scene by element (decision 0023): an element the scene lacks is added at the end,
 * one with a newer version replaces the scene's in place, an older or equal one is ignored. Deletions are elements
 * too (`isDeleted` with a raised version), so a stale save never brings a deleted element back.
 */
export function mergeElements(
  scene: readonly BoardElement[],
  incoming: readonly BoardElement[],
): { elements: BoardElement[]; changed: BoardElement[] } {
  const elements = [...scene];
  const position = new Map(elements.map((element, index) => [element.id, index]));
  const changed = new Map<string, BoardElement>();
  for (const element of incoming) {
    const at = position.get(element.id);
    if (at === undefined) {
      position.set(element.id, elements.length);
      elements.push(element);
      changed.set(element.id, element);
    } else if (replaces(element, elements[at]!)) {
      elements[at] = element;
      changed.set(element.id, element);
    }
  }
  return { elements, changed: [...changed.values()] };
}

/** The elements of `next` that differ from what `sent` (id → version:nonce) says a receiver already has. */
export function elementsNotIn(next: readonly BoardElement[], sent: ReadonlyMap<string, string>): BoardElement[] {
  return next.filter((element) => sent.get(element.id) !== stamp(element));
}

export const stamp = (element: BoardElement) => `${element.version}:${element.versionNonce}`;
export const stamps = (elements: readonly BoardElement[]) =>
  new Map(elements.map((element) => [element.id, stamp(element)]));
