import { z } from "zod";
import { phone } from "./auth.js";
import { personName } from "./fields.js";
import { UI_LANGUAGES } from "./languages.js";
import { SIGNED_IN_ROLES } from "./roles.js";

export const userProfile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(SIGNED_IN_ROLES),
  avatar: z.string().nullable(),
  first_visit: z.boolean(),
  school_id: z.number().int(),
  /** The interface language the user chose, or null while they never chose (decision 0042). */
  language: z.enum(UI_LANGUAGES).nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const updateProfileBody = z
  .object({
    first_name: personName,
    last_name: personName,
    phone: phone.nullable(),
    /** Set by the language switcher: a later sign-in opens in it (decision 0042). */
    language: z.enum(UI_LANGUAGES),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const avatarResponse = z.object({ avatar: z.string().nullable() });
export const chatCodeResponse = z.object({
  code: z.string(),
  /** The code links once, until this moment (decision 0057); then a new one is issued. */
  expires_at: z.string(),
  /** Whether the student's Telegram chat is linked now. */
  linked: z.boolean(),
  /** The bot to send the code to (`@name`), or null when the platform has no bot. */
  bot_username: z.string().nullable(),
});

/** A user as a picker offers it (teachers and students lists of the program form). */
export const userOption = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type UserOption = z.infer<typeof userOption>;
export const userOptionList = z.array(userOption);

/** The most students one search answers; the picker narrows further by typing. */
export const STUDENTS_LIST_LIMIT = 50;
/** Search over first name, last name and e-mail (case-insensitive). */
export const studentsListQuery = z.object({
  student: z.string().trim().max(100).optional(),
});
export type StudentsListQuery = z.infer<typeof studentsListQuery>;
