import type { SignedInRole } from "@school/contracts";
import { newChatCode } from "../../core/auth/chat-code.js";
import { hashPassword } from "../../core/auth/passwords.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { domainTaken, emailTaken, insertSchoolWithAdmin, insertUser } from "./school.queries.js";

export type NewSchool = { name: string; domain: string; currency?: string; adminEmail: string; adminPassword: string };
export type NewUser = {
  schoolId: number;
  email: string;
  password: string;
  role: SignedInRole;
  firstName: string;
  lastName?: string;
};

/** A platform operator's step: a school and its first admin, refused when the domain or e-mail is taken. */
export async function createSchoolWithAdmin(db: Db, input: NewSchool): Promise<{ schoolId: number; adminId: number }> {
  const domain = input.domain.trim().toLowerCase();
  const email = input.adminEmail.trim().toLowerCase();
  if (await domainTaken(db, domain))
    throw new AppError("conflict", `The domain ${domain} is already used by another school`);
  if (await emailTaken(db, email)) throw new AppError("email_exists", `The e-mail ${email} is already registered`);
  const passwordHash = await hashPassword(input.adminPassword);
  return insertSchoolWithAdmin(db, {
    school: { name: input.name, domain, currency: input.currency ?? "KZT" },
    admin: { email, passwordHash, role: "admin_school", firstName: "Admin", firstVisit: true },
  });
}

export async function addUser(db: Db, input: NewUser): Promise<number> {
  return insertUser(db, {
    schoolId: input.schoolId,
    email: input.email.toLowerCase(),
    passwordHash: await hashPassword(input.password),
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName ?? "",
    chatCode: input.role === "student" ? newChatCode() : null,
    firstVisit: input.role !== "student",
  });
}
