import { z } from "zod";

/** Homework and final documents (product.md section 3, Homework). */
export const addToFinalDocBody = z.object({ homework_id: z.coerce.number().int().positive() }).strict();
export type AddToFinalDocBody = z.infer<typeof addToFinalDocBody>;
