import type { TranslateLang } from "@school/contracts";
import {
  eraseStudentData,
  exportStudentData,
  getStudentChecklist,
  listPersonalDataAudit,
} from "@school/contracts/routes";
import { callEndpoint, downloadEndpoint } from "../../../api/http-client";

export const checklistKeys = {
  all: ["checklist"] as const,
  checklist: (userId: number, language: string) => [...checklistKeys.all, userId, language] as const,
  audit: (userId: number) => [...checklistKeys.all, "audit", userId] as const,
};

export const fetchChecklist = (input: { userId: number; language: TranslateLang; signal?: AbortSignal }) =>
  callEndpoint(getStudentChecklist, {
    params: { id: input.userId },
    query: { translate_lang: input.language },
    signal: input.signal,
  });

export const fetchAuditPage = (input: { userId: number; before?: number; signal?: AbortSignal }) =>
  callEndpoint(listPersonalDataAudit, {
    params: { id: input.userId },
    query: { before: input.before },
    signal: input.signal,
  });

export const downloadExport = (userId: number) => downloadEndpoint(exportStudentData, { params: { id: userId } });

export const eraseStudent = (userId: number, confirmEmail: string) =>
  callEndpoint(eraseStudentData, { params: { id: userId }, body: { confirm_email: confirmEmail } });
