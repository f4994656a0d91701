import type { TranslateLang } from "@school/contracts";
import { getRecordSelectors, listAdmins, listIeltsTeachers } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** Everything the record's pickers offer, in one round of calls. */
export async function fetchRecordChoices(language: TranslateLang, signal?: AbortSignal) {
  const [selectors, staff, teachers] = await Promise.all([
    callEndpoint(getRecordSelectors, { query: { translate_lang: language }, signal }),
    callEndpoint(listAdmins, { signal }),
    callEndpoint(listIeltsTeachers, { signal }),
  ]);
  return { selectors, staff, teachers };
}
export type RecordChoices = Awaited<ReturnType<typeof fetchRecordChoices>>;
