import type { ManagerCreateBody, ManagerUpdateBody, StaffDuty, StudentImportMode, UiLanguage } from "@school/contracts";
import {
  exportUsers,
  getStudentCard,
  importStudents,
  listStaffDuties,
  listUsers as listUsersEndpoint,
  managerCreateUser,
  managerUpdateUser,
} from "@school/contracts/routes";
import { callEndpoint, downloadEndpoint } from "../../../api/http-client";

/** The list's query as the URL holds it: only the fields set are sent. */
export type UsersListFilters = { page: number } & Record<string, string | number | undefined>;

export function fetchUsers(input: { query: UsersListFilters; signal?: AbortSignal }) {
  // The drawer's filters come from the URL as text; the server parses and refuses a bad one (400).
  const query = input.query as NonNullable<Parameters<typeof callEndpoint<typeof listUsersEndpoint>>[1]>["query"];
  return callEndpoint(listUsersEndpoint, { query, signal: input.signal });
}

export function createUser(body: ManagerCreateBody) {
  return callEndpoint(managerCreateUser, { body });
}

/** The person with their student record (the student page shows every part of it). */
export function fetchUser(input: { id: number; signal?: AbortSignal }) {
  return callEndpoint(getStudentCard, { params: { id: input.id }, signal: input.signal });
}

export function updateUser(input: { id: number; body: ManagerUpdateBody }) {
  return callEndpoint(managerUpdateUser, { params: { id: input.id }, body: input.body });
}

export function fetchStaffDuties(input: { duty: StaffDuty; signal?: AbortSignal }) {
  return callEndpoint(listStaffDuties, { query: { duty: input.duty }, signal: input.signal });
}

/**
 * Sends an import file: `dryRun` asks for the report of what would be added, without adding anyone; `mode` whether
 * bad rows stop the whole file or only themselves; `language` the invitations' and the rejected rows' file's.
 */
export function uploadStudentImport(input: {
  file: File;
  dryRun: boolean;
  mode: StudentImportMode;
  language: UiLanguage;
}) {
  const body = new FormData();
  body.append("dry_run", String(input.dryRun));
  body.append("mode", input.mode);
  body.append("language", input.language);
  body.append("file", input.file);
  return callEndpoint(importStudents, { body });
}

/** The list's filters as the URL holds them, as a file made by the server (every matching row, not one page). */
export function downloadUsers(
  query: Omit<UsersListFilters, "page"> & { format: "xlsx" | "csv"; translate_lang: string },
) {
  const typed = query as NonNullable<Parameters<typeof downloadEndpoint<typeof exportUsers>>[1]>["query"];
  return downloadEndpoint(exportUsers, { query: typed });
}
