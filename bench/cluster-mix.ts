import type { SignedInRole } from "@school/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../server/src/db/client.js";
import { courses, faqChapters, faqQuestions, schools, users } from "../server/src/db/schema/index.js";
import { DEMO_DOMAIN } from "../server/src/seed/demo.js";
import { accessSignerFor, type HttpCall, type keepAliveClient } from "./kit.js";

/**
 * One request of a mix. `write` names a POST whose acknowledged effect is checked in the database afterwards
 * (its marker must be found); a mix that plugs in (the journey's) plans the same shape.
 */
export type Call = HttpCall & { write?: string };
export type Mix = { title: string; next(): Promise<Call> };
export type Outcome = { call: Call; status: number; ms: number; at: number };

/**
 * Room for 200 × FAQ_QUESTIONS_MAX (100) acknowledged questions: a quiet run writes about 9,000 (1,500 requests a
 * second, 15 % of them); with 40 chapters the full ones answered 409 and counted as failed writes. The bench's own
 * chapters, written straight to the database, are not held to the school's FAQ_CHAPTERS_MAX.
 */
const WRITE_CHAPTERS = 200;
const SEARCHES = ["architecture", "milano", "медицина", "design", "Politecnico"];

/**
 * The cluster bench's own small mix over the demo school: a guest's catalogue search (35 %), a program page (25 %),
 * a signed-in student's programs (25 %), and an admin adding a FAQ question (15 %), a POST that is not safe to
 * replay (each adds a row) and whose every acknowledged row must be there at the end.
 */
export async function demoMix(db: Db, secret: string, runId: string): Promise<Mix> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.domain, DEMO_DOMAIN));
  const schoolId = school!.id;
  const programs = (await db.select({ id: courses.id }).from(courses).where(eq(courses.schoolId, schoolId))).map(
    (row) => row.id,
  );
  // Chapters of the bench's own, each to take a share of the questions: a chapter keeps at most FAQ_QUESTIONS_MAX.
  const chapters = (
    await db
      .insert(faqChapters)
      .values(
        Array.from({ length: WRITE_CHAPTERS }, (_, index) => ({
          schoolId,
          position: 1000 + index,
          titleEn: `cluster ${runId} chapter ${index}`,
        })),
      )
      .returning({ id: faqChapters.id })
  ).map((row) => row.id);
  const person = async (email: string) => {
    const [row] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.email, email)));
    return row!;
  };
  const signAs = accessSignerFor(secret, schoolId, "Bench");
  const tokenOf = async (email: string) => {
    const { id, role } = await person(email);
    return signAs(id, role as SignedInRole);
  };
  const student = await tokenOf("student@demo.kz");
  const admin = await tokenOf("admin@demo.kz");
  let drawn = 0;
  let writes = 0;
  return {
    title: "catalogue search 35 %, program page 25 %, a student's programs 25 %, FAQ question added 15 %",
    async next() {
      drawn += 1;
      const share = (drawn * 37) % 100;
      if (share < 35) {
        const q = encodeURIComponent(SEARCHES[drawn % SEARCHES.length]!);
        return { method: "GET", path: `course/course/guest_course_in_catalog/?domain=${DEMO_DOMAIN}&q=${q}` };
      }
      if (share < 60) {
        const program = programs[drawn % programs.length]!;
        return { method: "GET", path: `course/course/guest_course/${program}/?domain=${DEMO_DOMAIN}` };
      }
      if (share < 85) return { method: "GET", path: "course/course/my/", token: student };
      writes += 1;
      const marker = `cluster ${runId} ${drawn}`;
      return {
        method: "POST",
        path: "faq/question/create/",
        token: admin,
        write: marker,
        body: {
          chapter_id: chapters[writes % chapters.length]!,
          title_ru: "",
          title_kk: "",
          title_en: marker,
          text_ru: "",
          text_kk: "",
          text_en: "",
        },
      };
    },
  };
}

/** The markers of `acknowledged` writes that the database does not hold. */
export async function lostWrites(db: Db, acknowledged: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let start = 0; start < acknowledged.length; start += 500) {
    const part = acknowledged.slice(start, start + 500);
    const rows = await db
      .select({ title: faqQuestions.titleEn })
      .from(faqQuestions)
      .where(inArray(faqQuestions.titleEn, part));
    for (const row of rows) found.add(row.title);
  }
  return acknowledged.filter((marker) => !found.has(marker));
}

/** Markers of a run written although their request failed (the answer was lost, the row committed). */
export async function rowsOfRun(db: Db, runId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(faqQuestions)
    .where(sql`${faqQuestions.titleEn} like ${`cluster ${runId} %`}`);
  return row!.n;
}

/** `concurrency` callers, each sending the mix's next request as soon as its last one is answered, until `until()`. */
export async function drive(input: {
  mix: Mix;
  client: ReturnType<typeof keepAliveClient>;
  concurrency: number;
  until: () => boolean;
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const caller = async () => {
    while (!input.until()) {
      const call = await input.mix.next();
      const started = performance.now();
      const { status } = await input.client.send(call);
      outcomes.push({ call, status, ms: performance.now() - started, at: started });
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, caller));
  return outcomes;
}

export const succeeded = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;
