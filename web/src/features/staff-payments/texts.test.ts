import { PAYMENT_EVENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { FEATURE_CATALOGUES, flatten } from "../../locales/catalogues";

describe("the staff payment texts built at run time", () => {
  it("name every method, state, history line and changed field in ru, kk and en", () => {
    const needed = [
      ...PAYMENT_METHODS.map((method) => `methods.${method}`),
      ...PAYMENT_STATUSES.map((status) => `statuses.${status}`),
      ...PAYMENT_EVENT_KINDS.map((kind) => `events.${kind}`),
      ...["amount_minor", "currency", "method", "note", "paid_on"].map((field) => `fields.${field}`),
      ...["tag", "charged", "returned"].map((line) => `paidTwice.${line}`),
    ];
    for (const catalogue of Object.values(FEATURE_CATALOGUES["staff-payments"] ?? {})) {
      const keys = flatten(catalogue);
      expect(needed.filter((key) => !(key in keys))).toEqual([]);
    }
    expect(Object.keys(FEATURE_CATALOGUES["staff-payments"] ?? {}).sort()).toEqual(["en", "kk", "ru"]);
  });
});
