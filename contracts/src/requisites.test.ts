import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { missingRequisites, REQUIRED_REQUISITES, type RequiredRequisite, schoolRequisitesBody } from "./requisites.js";
import {
  bikProblem,
  binCheckDigit,
  binProblem,
  compactCode,
  iikCheckDigits,
  iikProblem,
  kbeProblem,
  REQUISITE_PROBLEMS,
} from "./requisites-checks.js";

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(""));
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const alphanumerics = (length: number) =>
  fc.array(fc.constantFrom(...ALPHANUMERIC), { minLength: length, maxLength: length }).map((list) => list.join(""));
const letters = (length: number) =>
  fc
    .array(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), { minLength: length, maxLength: length })
    .map((list) => list.join(""));

/** Eleven digits whose check digit exists, and the BIN they make. */
const validBin = digits(11)
  .filter((first) => binCheckDigit(first) !== null)
  .map((first) => `${first}${binCheckDigit(first)}`);
const validIik = alphanumerics(16).map((account) => `KZ${iikCheckDigits(account)}${account}`);

/** The string with the character at `index` replaced by another of `alphabet`. */
const changedAt = (value: string, change: { index: number; shift: number; alphabet: string }) => {
  const { index, shift, alphabet } = change;
  const next = alphabet[(alphabet.indexOf(value[index]!) + shift) % alphabet.length]!;
  return value.slice(0, index) + next + value.slice(index + 1);
};

describe("a BIN's check digit", () => {
  it("accepts real BINs (Halyk Bank, Kaspi Bank) and refuses them with any other last digit", () => {
    for (const bin of ["940140000385", "971240001315"]) {
      expect(binProblem(bin)).toBeNull();
      for (let last = 0; last <= 9; last += 1) {
        if (String(last) !== bin[11]) expect(binProblem(bin.slice(0, 11) + last)).toBe("bin_checksum");
      }
    }
  });

  it("accepts every number built with its check digit and refuses any other check digit", () => {
    fc.assert(
      fc.property(validBin, fc.integer({ min: 1, max: 9 }), (bin, shift) => {
        expect(binProblem(bin)).toBeNull();
        expect(binProblem(changedAt(bin, { index: 11, shift, alphabet: "0123456789" }))).toBe("bin_checksum");
      }),
    );
  });

  it("catches one mistyped digit among the first ten whenever the first weighing decides", () => {
    // Weights 1…10 are invertible modulo 11, so a changed digit changes the first sum; only a change that sends the
    // sum to 10 is weighed a second time, where it may collide. The eleventh digit weighs 11 ≡ 0: a first weighing
    // never sees it, which is the algorithm's, not this code's, blind spot.
    // Both numbers' check digits must come from the first weighing: a BIN whose own first sum is 10 took its digit
    // from the second, which the changed number's first sum may equal by chance.
    const firstSum = (bin: string) =>
      [...bin.slice(0, 11)].reduce((sum, digit, at) => sum + (at + 1) * Number(digit), 0) % 11;
    fc.assert(
      fc.property(validBin, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (bin, index, shift) => {
        const changed = changedAt(bin, { index, shift, alphabet: "0123456789" });
        fc.pre(firstSum(bin) !== 10 && firstSum(changed) !== 10);
        expect(binProblem(changed)).toBe("bin_checksum");
      }),
    );
  });

  it("refuses what is not 12 digits", () => {
    for (const value of ["94014000038", "9401400003851", "94014000038a", " 940140000385"]) {
      expect(binProblem(value)).toBe("bin_format");
    }
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!/^\d{12}$/.test(value)) expect(binProblem(value)).toBe("bin_format");
      }),
    );
  });
});

describe("an IIK (a Kazakhstani IBAN, ISO 13616)", () => {
  it("accepts the registry's example and refuses it with its check digits changed", () => {
    expect(iikProblem("KZ86125KZT5004100100")).toBeNull();
    expect(iikProblem("KZ87125KZT5004100100")).toBe("iik_checksum");
    expect(iikProblem(compactCode("kz86 125k zt50 0410 0100"))).toBeNull();
  });

  it("accepts every account built with its check digits and refuses any one digit changed", () => {
    // MOD 97-10 catches every single substitution in the number the account reads as; a letter reads as two digits
    // (A = 10 … Z = 35), so a letter changed is two of them at once, which it catches 96 times in 97, not always.
    fc.assert(
      fc.property(validIik, fc.integer({ min: 2, max: 19 }), fc.integer({ min: 1, max: 9 }), (iik, index, shift) => {
        expect(iikProblem(iik)).toBeNull();
        fc.pre(/\d/.test(iik[index]!));
        expect(iikProblem(changedAt(iik, { index, shift, alphabet: "0123456789" }))).toBe("iik_checksum");
      }),
    );
  });

  it("refuses another country, another length, lower case or punctuation", () => {
    for (const value of [
      "DE89370400440532013000",
      "KZ86125KZT500410010",
      "KZ86125KZT50041001000",
      "kz86125kzt5004100100",
    ]) {
      expect(iikProblem(value)).toBe("iik_format");
    }
    expect(iikProblem("KZ86125KZT50041001-0")).toBe("iik_format");
  });
});

describe("a BIK (the bank's SWIFT code)", () => {
  it("accepts Kazakhstani banks' codes of 8 and 11 characters and refuses others", () => {
    fc.assert(
      fc.property(letters(4), alphanumerics(2), fc.option(alphanumerics(3), { nil: "" }), (bank, place, branch) => {
        expect(bikProblem(`${bank}KZ${place}${branch}`)).toBeNull();
        expect(bikProblem(`${bank}RU${place}${branch}`)).toBe("bik_country");
        expect(bikProblem(`${bank}KZ${place}${branch}X`)).toBe("bik_format");
      }),
    );
    expect(bikProblem("HSBKKZKX")).toBeNull();
    expect(bikProblem("CASPKZKA")).toBeNull();
    expect(bikProblem("HSB1KZKX")).toBe("bik_format");
    expect(bikProblem("HSBKKZKX0")).toBe("bik_format");
  });
});

describe("a Kbe", () => {
  it("is residence 1 or 2 and a sector 1 to 9", () => {
    const accepted = [];
    for (let value = 0; value <= 99; value += 1) {
      const text = String(value).padStart(2, "0");
      if (kbeProblem(text) === null) accepted.push(text);
    }
    expect(accepted).toEqual(["1", "2"].flatMap((residence) => [..."123456789"].map((sector) => residence + sector)));
    expect(kbeProblem("170")).toBe("kbe_format");
  });
});

describe("the requisites' body and what is missing", () => {
  const filled = {
    legal_name: 'ТОО "Demo School"',
    bin: "940140000385",
    legal_address: "Алматы, пр. Абая, 1",
    bank_name: "АО «Народный Банк Казахстана»",
    iik: "KZ86125KZT5004100100",
    bik: "HSBKKZKX",
    kbe: "17",
    director_name: "Нурланова Айгерим",
    director_title: "Директор",
    vat_payer: false,
    vat_certificate_series: "",
    vat_certificate_number: "",
  };

  it("takes codes as typed (spaces, lower case) and names each refused field with its problem's words", () => {
    const typed = schoolRequisitesBody.parse({ ...filled, iik: "kz86 125k zt50 0410 0100", bik: " hsbkkzkx " });
    expect(typed).toMatchObject({ iik: "KZ86125KZT5004100100", bik: "HSBKKZKX" });
    const refused = schoolRequisitesBody.safeParse({
      ...filled,
      bin: "940140000384",
      iik: "KZ87125KZT5004100100",
      kbe: "30",
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      bin: REQUISITE_PROBLEMS.bin_checksum,
      iik: REQUISITE_PROBLEMS.iik_checksum,
      kbe: REQUISITE_PROBLEMS.kbe_format,
    });
  });

  it("lets a requisite be empty, and says which document needs it", () => {
    const partly = { ...filled, bank_name: "", iik: "", bik: "", kbe: "" };
    expect(schoolRequisitesBody.safeParse(partly).success).toBe(true);
    expect(missingRequisites(partly, "act")).toEqual([]);
    expect(missingRequisites(partly, "invoice")).toEqual(["bank_name", "iik", "bik", "kbe"]);
    const empty = Object.fromEntries(REQUIRED_REQUISITES.map((field) => [field, " "])) as Record<
      RequiredRequisite,
      string
    >;
    expect(missingRequisites(empty)).toEqual([...REQUIRED_REQUISITES]);
  });
});
