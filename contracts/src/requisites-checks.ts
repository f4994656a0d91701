/**
 * The checks of a Kazakhstani school's requisites (issue 38, decision 0158): pure functions without zod, so the web's
 * settings form and the server's contract ask the same questions and name the same problems. Each answers null for a
 * value it accepts, else the problem's code (`REQUISITE_PROBLEMS` gives its English words; the web translates the
 * code). An empty value is not their business: whether a field must be filled is `missingRequisites`'s.
 */

/** Why a requisite is refused; the server says the English text, the web the same in the reader's language. */
export const REQUISITE_PROBLEMS = {
  bin_format: "A BIN (or IIN) is 12 digits",
  bin_checksum: "This BIN's check digit does not match: a digit is mistyped",
  iik_format: "An IIK is KZ, 2 check digits and 16 letters or digits: 20 characters",
  iik_checksum: "This IIK's check digits do not match: a character is mistyped",
  bik_format: "A BIK is 8 or 11 characters: the bank's 4 letters, KZ, 2 letters or digits, an optional branch of 3",
  bik_country: "This BIK is not a Kazakhstani bank's: its 5th and 6th letters must be KZ",
  kbe_format: "A Kbe is 2 digits: 1 (resident) or 2 (non-resident), then the economic sector from 1 to 9",
  vat_rate: "The VAT rate is a whole number of percent from 0 to 99",
  vat_certificate: "Digits only: a series of up to 10, a number of up to 20",
  one_line: "One line, without line breaks",
  number_prefix: "Up to 12 letters or digits, parts joined by - / or .",
} as const;
export type RequisiteProblem = keyof typeof REQUISITE_PROBLEMS;

/** What a person types into a code field and what it means: spaces dropped, letters upper-case. */
export const compactCode = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

const digitsOf = (value: string) => [...value].map(Number);
const weighted = (digits: number[], weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11;
const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

/**
 * The check digit of a BIN or IIN from its first 11 digits, as the State Revenue Committee computes it: the digits
 * weighted 1…11, modulo 11; a 10 is tried again with the weights 3…11, 1, 2; a second 10 means no such number is
 * issued (null).
 */
export function binCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null;
  const digits = digitsOf(first11);
  const first = weighted(digits, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weighted(digits, SECOND_WEIGHTS);
  return second === 10 ? null : second;
}

export function binProblem(value: string): RequisiteProblem | null {
  if (!/^\d{12}$/.test(value)) return "bin_format";
  return binCheckDigit(value.slice(0, 11)) === Number(value[11]) ? null : "bin_checksum";
}

/** ISO 13616's remainder: the first four characters moved to the end, letters as 10…35, modulo 97 (1 when valid). */
export function ibanRemainder(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/** The two check digits of a Kazakhstani IBAN for its 16 characters after them. */
export function iikCheckDigits(account16: string): string {
  return String(98 - ibanRemainder(`KZ00${account16}`)).padStart(2, "0");
}

export function iikProblem(value: string): RequisiteProblem | null {
  if (!/^KZ\d{2}[0-9A-Z]{16}$/.test(value)) return "iik_format";
  return ibanRemainder(value) === 1 ? null : "iik_checksum";
}

/** A SWIFT code (ISO 9362), which Kazakhstani banks use as their BIK since 2016. */
export function bikProblem(value: string): RequisiteProblem | null {
  if (!/^[A-Z]{4}[A-Z]{2}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(value)) return "bik_format";
  return value.slice(4, 6) === "KZ" ? null : "bik_country";
}

/** The beneficiary code: residence (1 resident, 2 non-resident) and the economic sector (1…9). */
export function kbeProblem(value: string): RequisiteProblem | null {
  return /^[12][1-9]$/.test(value) ? null : "kbe_format";
}

/** A document number's prefix the school chose (decision 0171): letters of any alphabet and digits, parts joined. */
export function numberPrefixProblem(value: string): RequisiteProblem | null {
  return value.length <= 12 && /^[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*$/u.test(value) ? null : "number_prefix";
}
