import { randomBytes } from "node:crypto";
import { extname } from "node:path";
import type { ProgramFile } from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../core/db-errors.js";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import { contentTypeOf } from "../../core/storage/storage.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { logProgramFileActions, toProgramFile } from "../course/index.js";
import * as queries from "./final-documents.queries.js";

const noFile = () => new AppError("unprocessable", "The homework has no file to add to final documents");

/**
 * Adds the file of a student's homework to that student's final documents (the program files of the homework's
 * program). The stored object is copied, not shared, so deleting the homework file later keeps the document.
 * Staff may add any homework of the school, a teacher only in the programs they teach (`finalDocument.add`).
 */
export async function addToFinalDocuments(actor: Actor, homeworkId: number): Promise<ProgramFile> {
  const { deps } = actor;
  const homework = await queries.findHomework(actor, homeworkId);
  if (!homework) throw new AppError("not_found", "Homework not found", { fields: { homework_id: "Not found" } });
  await requireAccess(actor, "finalDocument.add", { courseId: homework.courseId });
  if (!homework.fileUrl) throw noFile();
  const data = await deps.storage.get(homework.fileUrl);
  if (!data) throw noFile();

  const key = `program-files/${homework.courseId}/${randomBytes(8).toString("hex")}${extname(homework.fileUrl)}`;
  await deps.storage.put(key, data, contentTypeOf(key));
  try {
    const row = await inTransaction(actor, async (tx) => {
      const file = await queries.insertProgramFile(tx, {
        courseId: homework.courseId,
        userId: homework.userId,
        docName: homework.docName?.trim() || homework.title.trim() || `Homework ${homework.id}`,
        file: key,
        sourceHomeworkId: homework.id,
      });
      await logProgramFileActions(tx, {
        actorId: actor.caller.userId,
        action: "uploaded",
        files: [{ id: file.id, docName: file.docName }],
      });
      return file;
    });
    return toProgramFile(deps.storage, { file: row, owner: homework.owner });
  } catch (error) {
    await removeStoredFiles(deps, [key]);
    // The unique index on the source homework decides, so two simultaneous adds cannot both succeed.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new AppError("conflict", "This homework is already in final documents");
    }
    throw error;
  }
}
