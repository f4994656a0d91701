import { z } from "zod";
import { dbId, isoDate } from "../fields.js";
import { pageOf, pageParam } from "../pagination.js";

/** Comments and the communication history with a student. */
export const COMMUNICATION_CHANNELS = ["comment", "call", "message", "email", "meeting"] as const;
export const communication = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  channel: z.enum(COMMUNICATION_CHANNELS),
  text: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export type Communication = z.infer<typeof communication>;
export const COMMUNICATION_PAGE_SIZE = 20;
export const communicationPage = pageOf(communication);
export const communicationQuery = z
  .object({ created_after: isoDate.optional(), created_before: isoDate.optional(), page: pageParam })
  .strict();
export const commentBody = z
  .object({
    user_id: dbId,
    text: z.string().trim().min(1).max(4000),
    channel: z.enum(COMMUNICATION_CHANNELS).default("comment"),
  })
  .strict();

/** bot-stats/: how many students linked the school's chat bot. */
export const botStats = z.object({
  students: z.number().int(),
  with_chat: z.number().int(),
  without_chat: z.number().int(),
  /** Messages the bot delivered, failed for good, and chats that blocked or stopped it (decision 0057). */
  messages_sent: z.number().int(),
  messages_failed: z.number().int(),
  blocked: z.number().int(),
});
