import { randomBytes } from "node:crypto";
import type { Scope } from "../../core/tenancy/scope.js";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
};

/** Where a student's file is stored: by kind, school and student, under a random name with its type's extension. */
export const studentFileKey = (
  scope: Scope,
  input: { folder: "documents" | "exams" | "conversations"; userId: number; mime: string },
) =>
  `${input.folder}/${scope.schoolId}/${input.userId}/${randomBytes(8).toString("hex")}${EXTENSIONS[input.mime] ?? ""}`;
