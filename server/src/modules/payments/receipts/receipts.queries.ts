import { and, eq } from "drizzle-orm";
import { byId, type Scope } from "../../../core/tenancy/scope.js";
import { courses, payments, schools, users } from "../../../db/schema/index.js";

/** A payment with what its receipt names: the payer's language, the school's names and zone, the program's titles. */
export async function receiptFacts(scope: Scope, paymentId: number) {
  const [row] = await scope.db
    .select({
      payment: payments,
      payerLanguage: users.language,
      school: {
        name: schools.name,
        nameKk: schools.nameKk,
        nameEn: schools.nameEn,
        timeZone: schools.timeZone,
      },
      course: { titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn },
    })
    .from(payments)
    .innerJoin(users, and(eq(users.schoolId, payments.schoolId), eq(users.id, payments.userId)))
    .innerJoin(schools, eq(schools.id, payments.schoolId))
    .leftJoin(courses, and(eq(courses.schoolId, payments.schoolId), eq(courses.id, payments.courseId)))
    .where(byId(scope, payments, paymentId));
  return row ?? null;
}
