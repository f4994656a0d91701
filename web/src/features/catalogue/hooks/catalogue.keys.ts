import type { QueryValue } from "../../../api/http-client";
import type { CatalogScope } from "../api/catalogue.api";

export const catalogueKeys = {
  all: ["catalogue"] as const,
  page: (scope: CatalogScope, query: Record<string, QueryValue>) =>
    [...catalogueKeys.all, "page", scope, query] as const,
  my: (userId: number, query: Record<string, QueryValue>) => [...catalogueKeys.all, "my", userId, query] as const,
  info: (courseId: number, language: string, scope: CatalogScope) =>
    [...catalogueKeys.all, "info", courseId, language, scope] as const,
  maxPrice: (scope: CatalogScope) => [...catalogueKeys.all, "max-price", scope] as const,
};
