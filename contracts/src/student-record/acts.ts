import { z } from "zod";
import { dbId, isoDate } from "../fields.js";

/** AVR: the act of work done a student signs for a paid stage (number, date, amount). */
export const workAct = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  number: z.string(),
  date: z.string(),
  amount: z.number(),
  note: z.string(),
});
export const workActBody = z
  .object({
    user_id: dbId,
    number: z.string().trim().min(1).max(50),
    date: isoDate,
    amount: z.number().min(0).max(1_000_000_000),
    note: z.string().trim().max(500).default(""),
  })
  .strict();
export const workActCount = z.object({ count: z.number().int(), amount: z.number() });
