import {
  bikProblem,
  binProblem,
  compactCode,
  iikProblem,
  kbeProblem,
  REQUISITE_PROBLEMS,
  type RequiredRequisite,
  type RequisiteProblem,
  type SchoolRequisitesBody,
} from "@school/contracts";
import type { FormRule } from "antd";
import type { TFunction } from "i18next";
import { isApiError } from "../../api/api-error";

/** The coded requisites and the contract's check of each: the form asks exactly what the server will. */
export const CODE_CHECKS = { bin: binProblem, iik: iikProblem, bik: bikProblem, kbe: kbeProblem } as const;
export type CodeField = keyof typeof CODE_CHECKS;
export type RequisitesField = keyof SchoolRequisitesBody;

/** A problem in the reader's language: the contract's English words, translated (a test holds the English equal). */
export const problemText = (problem: RequisiteProblem, t: TFunction) => t(`requisites.problems.${problem}`);

/** A code field's rule: empty is left to `missing`, anything typed must pass the contract's check once compacted. */
export function codeRule(field: CodeField, t: TFunction): FormRule {
  return {
    validator: async (_rule, value?: string) => {
      const compact = compactCode(value ?? "");
      const problem = compact === "" ? null : CODE_CHECKS[field](compact);
      if (problem) throw new Error(problemText(problem, t));
    },
  };
}

/** The requisites' names joined in the reader's language, for the banner and a refused document's message. */
export const requisiteNames = (fields: readonly RequiredRequisite[], t: TFunction) =>
  fields.map((field) => t(`requisites.fields.${field}`)).join(", ");

const PROBLEM_OF_WORDS = new Map(
  Object.entries(REQUISITE_PROBLEMS).map(([problem, words]) => [words as string, problem as RequisiteProblem]),
);

/**
 * What the server refused, field by field, in the reader's language: its English words are the contract's, so each
 * is found back as its problem and translated; words the contract does not know are shown as said.
 */
export function serverFieldProblems(error: unknown, t: TFunction): { name: RequisitesField; errors: string[] }[] {
  if (!isApiError(error) || error.code !== "validation_failed") return [];
  return Object.entries(error.fields).map(([field, said]) => {
    const problem = PROBLEM_OF_WORDS.get(said);
    return { name: field as RequisitesField, errors: [problem ? problemText(problem, t) : said] };
  });
}

/**
 * A refused document's message when the school's requisites are not filled: the requisites it named, in the reader's
 * language; null for any other failure.
 */
export function missingRequisitesText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error) || error.code !== "requisites_missing") return null;
  const fields = Object.keys(error.fields) as RequiredRequisite[];
  return t("requisites.missingFor", { fields: requisiteNames(fields, t) });
}
