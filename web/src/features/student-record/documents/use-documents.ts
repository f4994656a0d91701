import { useMutation } from "@tanstack/react-query";
import { useRecordPart } from "../use-record-part";
import { fetchDocuments, removeDocument, uploadDocument } from "./documents.api";

export type DocumentUpload = { doc_type: string; doc_name?: string; expires_on?: string; file: File };

/** The student's uploaded documents, with uploading and deleting one (both refetch the list). */
export function useDocuments(userId: number) {
  const { query: documents, refresh } = useRecordPart({
    userId,
    part: "documents",
    fetchPart: (signal) => fetchDocuments(userId, signal),
  });
  const upload = useMutation({
    mutationFn: (values: DocumentUpload) => {
      const body = new FormData();
      body.append("doc_type", values.doc_type);
      if (values.doc_name) body.append("doc_name", values.doc_name);
      if (values.expires_on) body.append("expires_on", values.expires_on);
      body.append("file", values.file);
      return uploadDocument(userId, body);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: removeDocument, onSuccess: refresh });
  return { documents, upload, remove };
}
