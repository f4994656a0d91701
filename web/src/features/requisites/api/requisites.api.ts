import type { SchoolRequisitesBody } from "@school/contracts";
import { getSchoolRequisites, setSchoolRequisites } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/* The school's requisites in the settings (decision 0158). */

export const fetchSchoolRequisites = (signal?: AbortSignal) => callEndpoint(getSchoolRequisites, { signal });
/** Every requisite at once: an empty text is a requisite not filled. */
export const putSchoolRequisites = (body: SchoolRequisitesBody) => callEndpoint(setSchoolRequisites, { body });
