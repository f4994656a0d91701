import {
  addLanguage,
  type CertificateBody,
  createCertificate,
  createEducation,
  deleteCertificate,
  deleteEducation,
  deleteLanguage,
  type EducationBody,
  getApplicationProgress,
  type LanguageBody,
  listCertificates,
  listEducations,
  listEligiblePrograms,
  listLanguages,
  markFirstVisit,
  type TranslateLang,
} from "@school/contracts";
import { callEndpoint } from "../../../api/http-client";

/** The signed-in student's own rows: the calls leave `user_id` out, so the server answers with the caller's. */
export const fetchOwnEducations = (signal?: AbortSignal) => callEndpoint(listEducations, { query: {}, signal });
export const fetchOwnLanguages = (signal?: AbortSignal) => callEndpoint(listLanguages, { query: {}, signal });
export const fetchOwnCertificates = (signal?: AbortSignal) => callEndpoint(listCertificates, { query: {}, signal });

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
