import { describe, expect, it } from "vitest";
import { registerBody } from "./auth.js";
import { consultationBody } from "./marketing.js";
import { updateProfileBody } from "./profile.js";
import { managerCreateBody, managerUpdateBody } from "./users.js";

/**
 * Text that cannot lie (issue 50, decision 0169): a name carrying a right-to-left override reads backwards wherever
 * it is shown ("Eve\u202Elive" shows as "Eve evil"); every body that writes a person's name drops the bidirectional
 * formatting characters before anything stores it.
 */
const BIDI = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
const account = { email: "eve@example.test", password: "a-long-password-1" };
const consented = { ...account, consent: true };

describe("a person's name at the API edge", () => {
  const edges = [
    ["registration", (names: object) => registerBody.parse({ ...consented, ...names })],
    ["the profile", (names: object) => updateProfileBody.parse(names)],
    ["a manager adding a user", (names: object) => managerCreateBody.parse({ ...account, ...names })],
    ["a manager changing a user", (names: object) => managerUpdateBody.parse(names)],
    ["a consultation request", (names: object) => consultationBody.parse({ email: account.email, ...names })],
  ] as const;

  it.each(edges)("%s drops every bidirectional control character", (_edge, parse) => {
    for (const control of BIDI) {
      const parsed = parse({ first_name: `Eve${control}live`, last_name: ` ${control}Adams${control} ` });
      expect(parsed).toMatchObject({ first_name: "Evelive", last_name: "Adams" });
    }
  });

  it.each(edges)("%s keeps the joiners other scripts need, and refuses a name of controls alone", (_edge, parse) => {
    expect(parse({ first_name: "Ә\u200Dлия", last_name: "Smith" })).toMatchObject({ first_name: "Ә\u200Dлия" });
    expect(() => parse({ first_name: " \u202E\u2066 ", last_name: "Smith" })).toThrow();
  });
});
