import { z } from "zod";
import { typedText } from "./shared.js";

/**
 * A file the student hands in (homework's file_url and doc_name, the key of a file the server stored) with an
 * optional note.
 */
export const handedInFile = z
  .object({
    file_url: z.string().trim().min(1, "Attach a file").max(1000),
    doc_name: z.string().trim().max(255).default(""),
    text: typedText(5000).default(""),
  })
  .strict();
