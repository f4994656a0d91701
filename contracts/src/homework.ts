import { z } from "zod";
import { dbId } from "./fields.js";

/** Homework and final documents (product.md section 3, Homework). */
export const addToFinalDocBody = z.object({ homework_id: dbId }).strict();
export type AddToFinalDocBody = z.infer<typeof addToFinalDocBody>;
