import type { TranslateLang } from "@school/contracts";
import { and, eq, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { preparedVariant } from "../../../core/tenancy/prepared-in-school.js";
import { joinedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import {
  courseDocuments,
  courseMedia,
  courseMembers,
  courseRequirementCertificates,
  courseRounds,
  courses,
  schools,
  users,
} from "../../../db/schema/index.js";
import { documentNameOf } from "../../../db/shown-names.js";
import { cardColumns, outer, type RoundRow } from "../catalog.queries.js";
import type { Visibility } from "../catalog.visibility.js";
import { visibleConditions } from "../catalog-visibility.queries.js";

type Certificate = { id: number; certificate: string; min_score: number };
type Teacher = { id: number; first_name: string; last_name: string };
type MediaRow = { id: number; image: string; thumb: string };

/** The program's rows of a table as one JSON array (empty, not null, when it has none), in the order given. */
const rowsOf = <Row>(select: ReturnType<typeof sql>) =>
  sql<Row[]>`(select coalesce(json_agg(row), '[]'::json) from (${select}) as row)`;

/** A list's table as its subquery's alias `child`. */
const asChild = <Table extends PgTable & { courseId: PgColumn; schoolId: PgColumn }>(table: Table) =>
  alias(table, "child");

/** The list's rows (aliased `child`) of the outer program, in its school. */
const ofProgram = (child: { courseId: PgColumn; schoolId: PgColumn }) =>
  joinedInSchool(courses, { from: child, by: child.courseId });

const teacher = alias(users, "teacher");
const teachingChild = asChild(courseMembers);

/**
 * A program's whole page in one statement (decision 0093): the card, the texts and requirements, and its rounds,
 * certificates, teachers, documents and gallery as JSON arrays, with the school's time zone (the page's "today" is
 * the school's). Each list is read by its own index on the program; the next round is picked from the rounds.
 * The guests' most asked page: prepared once per language and visibility (core/tenancy/prepared-in-school.ts).
 */
export async function selectProgramPage(
  scope: Scope,
  input: { visibility: Visibility; courseId: number; language: TranslateLang },
) {
  const [row] = await programPageStatement(input.language, input.visibility.visibleOnly)(scope, {
    courseId: input.courseId,
  });
  return row;
}

function programPageOf(scope: Scope, input: { language: TranslateLang; visibleOnly: boolean }) {
  return scope.db
    .select({
      ...cardColumns(input.language),
      fullDescRu: courses.fullDescRu,
      fullDescKk: courses.fullDescKk,
      fullDescEn: courses.fullDescEn,
      youtubeLink: courses.youtubeLink,
      propertyForm: courses.propertyForm,
      country: courses.country,
      package: courses.package,
      period: courses.period,
      minPassPercent: courses.minPassPercent,
      requirementDegree: courses.requirementDegree,
      requirementYears: courses.requirementYears,
      timeZone: sql<string>`(select ${schools.timeZone} from ${schools} where ${schools.id} = ${outer(courses.schoolId)})`,
      rounds: rowsOf<RoundRow>(
        sql`select child.id, child.starts_on as start, child.ends_on as end from ${courseRounds} as child where ${ofProgram(asChild(courseRounds))} order by child.starts_on, child.id`,
      ),
      certificates: rowsOf<Certificate>(
        sql`select child.id, child.certificate, child.min_score from ${courseRequirementCertificates} as child where ${ofProgram(asChild(courseRequirementCertificates))} order by child.id`,
      ),
      teachers: rowsOf<Teacher>(
        sql`select teacher.id, teacher.first_name, teacher.last_name from ${courseMembers} as child join ${users} as teacher on ${joinedInSchool(teacher, { from: teachingChild, by: teachingChild.userId })} where ${ofProgram(teachingChild)} and child.role = 'teacher' order by teacher.last_name, teacher.first_name, teacher.id`,
      ),
      documents: rowsOf<{ doc_name: string }>(
        sql`select ${documentNameOf(input.language, "child")} as doc_name from ${courseDocuments} as child where ${ofProgram(asChild(courseDocuments))} order by child.id`,
      ),
      media: rowsOf<MediaRow>(
        sql`select child.id, child.image, child.thumb from ${courseMedia} as child where ${ofProgram(asChild(courseMedia))} order by child."order", child.id`,
      ),
    })
    .from(courses)
    .where(
      and(...visibleConditions(scope, { visibleOnly: input.visibleOnly }), eq(courses.id, sql.placeholder("courseId"))),
    )
    .limit(1);
}

function programPageStatement(language: TranslateLang, visibleOnly: boolean) {
  return preparedVariant<{ courseId: number }, Awaited<ReturnType<typeof programPageOf>>>(
    `program_page_${language}_${visibleOnly ? "visible" : "all"}`,
    (scope, prepared) => programPageOf(scope, { language, visibleOnly }).prepare(prepared),
  );
}

/** A program's poster as stored, if guests may see the program (decision 0123). */
export async function selectVisiblePoster(scope: Scope, courseId: number): Promise<string | null> {
  const [row] = await scope.db
    .select({ poster: courses.poster })
    .from(courses)
    .where(and(...visibleConditions(scope, { visibleOnly: true }), eq(courses.id, courseId)))
    .limit(1);
  return row?.poster ?? null;
}
