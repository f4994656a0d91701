import type { Translations } from "@school/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courses, lessons } from "../db/schema/index.js";

const texts = (ru: string, kk: string, en: string): Translations => ({ ru, kk, en });

type ProgramLesson = {
  name: Translations;
  description: Translations;
  duration: number;
  itemType: "video" | "livestream";
  youtubeLink?: string;
  lessonType?: "group";
  /** A livestream's start, in days from the seed. */
  liveInDays?: number;
};

/** The lessons of the demo catalogue's 4th to 8th programs: about the programme, its studies, life there, the interview. */
export const PROGRAM_LESSONS: readonly ProgramLesson[] = [
  {
    name: texts("О программе", "Бағдарлама туралы", "About the programme"),
    description: texts(
      "Чему учат, сколько длится обучение и кто преподаёт.",
      "Не оқытады, оқу қанша уақытқа созылады және кім сабақ береді.",
      "What it teaches, how long it lasts and who teaches it.",
    ),
    duration: 15,
    itemType: "video",
    youtubeLink: "https://www.youtube.com/watch?v=fNk_zzaMoSs",
  },
  {
    name: texts("Учебный план и экзамены", "Оқу жоспары мен емтихандар", "Curriculum and exams"),
    description: texts(
      "Предметы по семестрам, кредиты ECTS и сессии.",
      "Семестрлер бойынша пәндер, ECTS кредиттері және сессиялар.",
      "Courses by semester, ECTS credits and exam sessions.",
    ),
    duration: 25,
    itemType: "video",
    youtubeLink: "https://www.youtube.com/watch?v=aircAruvnKk",
  },
  {
    name: texts("Жизнь в городе и кампусе", "Қала мен кампустағы өмір", "Life in the city and on campus"),
    description: texts(
      "Общежитие, транспорт, стоимость жизни и студенческие клубы.",
      "Жатақхана, көлік, өмір сүру құны және студенттік клубтар.",
      "Housing, transport, the cost of living and student clubs.",
    ),
    duration: 20,
    itemType: "video",
    youtubeLink: "https://youtu.be/WUvTyaaNkzM",
  },
  {
    name: texts("Собеседование с приёмной комиссией", "Қабылдау комиссиясымен сұхбат", "The admissions interview"),
    description: texts(
      "Репетиция собеседования в прямом эфире: вопросы и ответы.",
      "Сұхбатқа тікелей эфирде дайындық: сұрақтар мен жауаптар.",
      "A live rehearsal of the interview: questions and answers.",
    ),
    duration: 45,
    itemType: "livestream",
    lessonType: "group",
    liveInDays: 10,
  },
];

/** The first three programs have lessons of their own (demo-teaching); these are the rest of the catalogue. */
const FIRST_PROGRAM = 3;

/**
 * The demo catalogue's 4th to 8th programs get four lessons each while they have none, so every program's lesson
 * list shows something; their livestreams fall on different days.
 */
export async function seedDemoProgramLessons(db: Db, schoolId: number): Promise<void> {
  const programs = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.order), asc(courses.id))
    .limit(FIRST_PROGRAM + 5);
  const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  for (const [index, program] of programs.slice(FIRST_PROGRAM).entries()) {
    const [any] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, program.id)).limit(1);
    if (any) continue;
    await db.insert(lessons).values(
      PROGRAM_LESSONS.map((lesson, order) => ({
        schoolId,
        courseId: program.id,
        order,
        name: lesson.name.ru,
        nameKk: lesson.name.kk,
        nameEn: lesson.name.en,
        description: lesson.description.ru,
        descriptionKk: lesson.description.kk,
        descriptionEn: lesson.description.en,
        duration: lesson.duration,
        itemType: lesson.itemType,
        lessonType: lesson.lessonType ?? null,
        youtubeLink: lesson.youtubeLink ?? null,
        liveStart: lesson.liveInDays === undefined ? null : new Date(hour + (lesson.liveInDays + index) * 86_400_000),
        liveLink: lesson.liveInDays === undefined ? null : `https://meet.jit.si/demo-school-interview-${index + 4}`,
      })),
    );
  }
}
