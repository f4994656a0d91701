import { MESSAGE_TEMPLATES } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { isMapped, mappedRows, rowProblems, rowsOf, rowsWithProblems, serverRowFields } from "./template-rows";

const saved = [
  { key: "service_rating" as const, name: "rate_us", language: "ru", parameters: ["first_name" as const] },
];

describe("the WhatsApp template rows", () => {
  it("hold every platform template in order, the saved ones filled", () => {
    const rows = rowsOf(saved);
    expect(Object.keys(rows)).toEqual([...MESSAGE_TEMPLATES]);
    expect(rows.service_rating).toEqual({ name: "rate_us", language: "ru", parameters: ["first_name"] });
    expect(isMapped(rows.birthday)).toBe(false);
  });

  it("send the rows with a name and a language alone, trimmed", () => {
    const rows = rowsOf(saved);
    rows.birthday = { name: " happy_birthday ", language: "kk ", parameters: ["first_name", "school"] };
    rows.loyalty = { name: "", language: "", parameters: ["program"] };
    expect(mappedRows(rows)).toEqual([
      { key: "birthday", name: "happy_birthday", language: "kk", parameters: ["first_name", "school"] },
      { key: "service_rating", name: "rate_us", language: "ru", parameters: ["first_name"] },
    ]);
  });

  it("say which field is missing beside a filled one, or refused by the contract's rule", () => {
    expect(rowProblems({ name: "", language: "", parameters: [] })).toEqual({});
    expect(rowProblems({ name: "x", language: "", parameters: [] })).toEqual({ language: "incomplete" });
    expect(rowProblems({ name: "Rate Us", language: "en_us", parameters: [] })).toEqual({
      name: "format",
      language: "format",
    });
    const rows = rowsOf(saved);
    rows.nauryz = { name: "", language: "ru", parameters: [] };
    expect(rowsWithProblems(rows)).toEqual(["nauryz"]);
  });

  it("name the row and field of the server's refusal by the index of what was sent", () => {
    const sent = mappedRows(rowsOf(saved));
    expect(
      serverRowFields({ "templates.0.name": "Lower-case letters", templates: "Each template once" }, sent),
    ).toEqual(["service_rating.name"]);
  });
});
