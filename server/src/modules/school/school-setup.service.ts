import type { SignedInRole } from "@school/contracts";
import { eq } from "drizzle-orm";
import { newChatCode } from "../../core/auth/chat-code.js";
import { hashPassword } from "../../core/auth/passwords.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { schools, users } from "../../db/schema/index.js";

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
  const [domainTaken] = await db.select({ id: schools.id }).from(schools).where(eq(schools.domain, domain));
  if (domainTaken) throw new AppError("conflict", `The domain ${domain} is already used by another school`);
  const [emailTaken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (emailTaken) throw new AppError("email_exists", `The e-mail ${email} is already registered`);
  const passwordHash = await hashPassword(input.adminPassword);
  return db.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({ name: input.name, domain, currency: input.currency ?? "KZT" })
      .returning({ id: schools.id });
    const [admin] = await tx
      .insert(users)
      .values({ schoolId: school!.id, email, passwordHash, role: "admin_school", firstName: "Admin", firstVisit: true })
      .returning({ id: users.id });
    return { schoolId: school!.id, adminId: admin!.id };
  });
}

export async function addUser(db: Db, input: NewUser): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({
      schoolId: input.schoolId,
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName ?? "",
      chatCode: input.role === "student" ? newChatCode() : null,
      firstVisit: input.role !== "student",
    })
    .returning({ id: users.id });
  return created!.id;
}
