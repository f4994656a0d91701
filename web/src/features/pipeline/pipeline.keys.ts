import type { BoardFilters } from "./api/pipeline.api";

/** Query keys of the pipeline: a student's programs and the board share a root, so a move refreshes both. */
export const pipelineKeys = {
  all: ["pipeline"] as const,
  choices: (language: string) => [...pipelineKeys.all, "choices", language] as const,
  student: (userId: number, language: string) => [...pipelineKeys.all, "student", userId, language] as const,
  board: (filters: BoardFilters, language: string) => [...pipelineKeys.all, "board", filters, language] as const,
  column: (filters: BoardFilters, language: string, status: string) =>
    [...pipelineKeys.all, "column", filters, language, status] as const,
  programSearch: (schoolId: number, q: string, language: string) =>
    ["pipeline-programs", schoolId, q, language] as const,
};
