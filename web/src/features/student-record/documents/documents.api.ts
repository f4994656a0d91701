import { deleteStudentDocument, listStudentDocuments, uploadStudentDocument } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchDocuments = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listStudentDocuments, { params: { id: userId }, signal });
export const uploadDocument = (userId: number, form: FormData) =>
  callEndpoint(uploadStudentDocument, { params: { id: userId }, body: form });
export const removeDocument = (id: number) => callEndpoint(deleteStudentDocument, { params: { id } });
