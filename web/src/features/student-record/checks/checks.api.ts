import type { DocumentCheckState } from "@school/contracts";
import { getApostilleChecks, getFinanceChecks, setApostilleChecks, setFinanceChecks } from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../../api/http-client";

export type CheckKind = "finance" | "apostille";

/** The checks as both kinds answer them: the document fields, the user and the checking state. */
export type DocumentChecks = Record<string, boolean | number | string> & { state: DocumentCheckState };

export const fetchChecks = (kind: CheckKind, userId: number, signal?: AbortSignal): Promise<DocumentChecks> =>
  callEndpoint(kind === "finance" ? getFinanceChecks : getApostilleChecks, { query: { user_id: userId }, signal });

export async function saveChecks(
  kind: CheckKind,
  body: { user_id: number } & Record<string, boolean | number>,
): Promise<DocumentChecks> {
  return kind === "finance"
    ? callEndpoint(setFinanceChecks, { body: body as BodyOf<typeof setFinanceChecks> })
    : callEndpoint(setApostilleChecks, { body: body as BodyOf<typeof setApostilleChecks> });
}
