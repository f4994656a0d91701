/** An address parameter's value when it is one of `values`, else undefined: a stale or hand-written link is ignored. */
export const knownValue = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  values.find((known) => known === value);
