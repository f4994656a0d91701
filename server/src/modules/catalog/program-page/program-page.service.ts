import { type CatalogCourseDetail, inLanguage } from "@school/contracts";
import type { Visitor } from "../../../core/access/actor.js";
import { notFound } from "../../../core/errors.js";
import { schoolDayIn } from "../../../core/school-day.js";
import { toRound } from "../../course/index.js";
import { toCard } from "../catalog.answers.js";
import { seesHidden } from "../catalog.visibility.js";
import { selectProgramPage } from "./program-page.queries.js";

/**
 * One program's page in the requested language, read in one statement; hidden programs do not exist for guests and
 * students.
 */
export async function courseDetail(visitor: Visitor, input: { courseId: number }): Promise<CatalogCourseDetail> {
  const { language } = visitor;
  const visibility = { visibleOnly: !(await seesHidden(visitor)) };
  const row = await selectProgramPage(visitor, { visibility, courseId: input.courseId, language });
  if (!row) throw notFound("Course not found");
  const { today } = schoolDayIn(row.timeZone, visitor.deps.clock.now());
  const { storage } = visitor.deps;
  // Rounds come ordered by start: the card's next round is the first that has not ended.
  const nextRound = row.rounds.find((round) => round.end >= today) ?? null;
  return {
    ...toCard(storage, { row: { ...row, nextRound }, language, today }),
    poster: row.poster ? storage.url(row.poster) : null,
    poster_thumb: row.posterThumb ? storage.url(row.posterThumb) : null,
    full_desc: inLanguage(language, { ru: row.fullDescRu, kk: row.fullDescKk, en: row.fullDescEn }),
    youtube_link: row.youtubeLink,
    property_form: row.propertyForm === "state" || row.propertyForm === "private" ? row.propertyForm : null,
    country: row.country,
    package: row.package,
    period: row.period,
    min_pass_percent: row.minPassPercent,
    requirement_degree: row.requirementDegree,
    requirement_years: row.requirementYears,
    rounds: row.rounds.map((round) => toRound(round, today)),
    requirement_certificates: row.certificates,
    teachers: row.teachers,
    documents: row.documents.map((document) => document.doc_name),
    media: row.media.map((item) => ({ id: item.id, image: storage.url(item.image), thumb: storage.url(item.thumb) })),
  };
}
