import type { CertificateBody, EducationBody, LanguageBody, TranslateLang } from "@school/contracts";
import {
  addLanguage,
  createCertificate,
  createEducation,
  deleteCertificate,
  deleteEducation,
  deleteLanguage,
  getApplicationProgress,
  listCertificates,
  listEducations,
  listEligiblePrograms,
  listLanguages,
  markFirstVisit,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/**
 * A student's rows. `studentId` left out: the signed-in student's own (the server answers with the caller's); given:
 * staff reading that student's, on the student's page.
 */
const ownerOf = (studentId: number | undefined) => (studentId === undefined ? {} : { user_id: studentId });
export const fetchEducations = (studentId: number | undefined, signal?: AbortSignal) =>
  callEndpoint(listEducations, { query: ownerOf(studentId), signal });
export const fetchLanguages = (studentId: number | undefined, signal?: AbortSignal) =>
  callEndpoint(listLanguages, { query: ownerOf(studentId), signal });
export const fetchCertificates = (studentId: number | undefined, signal?: AbortSignal) =>
  callEndpoint(listCertificates, { query: ownerOf(studentId), signal });

export const saveEducation = (body: EducationBody) => callEndpoint(createEducation, { body });
export const saveLanguage = (body: LanguageBody) => callEndpoint(addLanguage, { body });
export const saveCertificate = (body: CertificateBody) => callEndpoint(createCertificate, { body });

export const removeEducation = (id: number) => callEndpoint(deleteEducation, { params: { id } });
export const removeLanguage = (id: number) => callEndpoint(deleteLanguage, { params: { id } });
export const removeCertificate = (id: number) => callEndpoint(deleteCertificate, { params: { id } });

export const finishFirstVisit = () => callEndpoint(markFirstVisit);

export const fetchApplicationProgress = (input: { userId: number; language: TranslateLang; signal?: AbortSignal }) =>
  callEndpoint(getApplicationProgress, {
    params: { id: input.userId },
    query: { translate_lang: input.language },
    signal: input.signal,
  });

export const fetchEligiblePrograms = (input: { language: TranslateLang; signal?: AbortSignal }) =>
  callEndpoint(listEligiblePrograms, { query: { translate_lang: input.language }, signal: input.signal });
