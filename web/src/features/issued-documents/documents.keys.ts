/** Query keys of the documents from templates, per school. */
export const documentKeys = {
  templates: (schoolId: number) => ["document-templates", schoolId] as const,
  /** Under the users feature's `["users", schoolId]`: changing people refreshes their documents too. */
  issued: (schoolId: number, userId: number) => ["users", schoolId, "issued-documents", userId] as const,
  choices: (schoolId: number, userId: number, language: string) =>
    ["users", schoolId, "issued-documents", userId, "choices", language] as const,
};
