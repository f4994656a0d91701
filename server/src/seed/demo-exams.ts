import { parseTask, type TaskType, type Translations } from "@school/contracts";
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courses, exerciseLists, exercises, lessons } from "../db/schema/index.js";
import { DEMO_PROGRAMS } from "./demo-catalogue.js";

/** Texts in Russian, Kazakh and English in one string, as the demo's other tasks are written. */
const tri = (texts: Translations) => `${texts.ru} · ${texts.kk} · ${texts.en}`;
const texts = (ru: string, kk: string, en: string): Translations => ({ ru, kk, en });
const text = (value: string) => ({ type: "text", text: value });

/** The practice exam's list: its name in the three languages, its timer and its pass mark. */
export const PRACTICE_EXAM = {
  title: texts("Пробный экзамен", "Сынақ емтиханы", "Practice exam"),
  minutes: 20,
  minPercent: 60,
};

type ExamTask = { type: TaskType; title: Translations; content: object; answer: object };

/** An English test as a language school sets one, every task graded on hand-in, so the timer ends in a result. */
const EXAM_TASKS: readonly ExamTask[] = [
  {
    type: "select_one",
    title: texts("Времена глагола", "Етістік шақтары", "Tenses"),
    content: {
      question: tri(
        texts(
          "Выберите правильную форму: She ___ in Milan since 2020.",
          "Дұрыс форманы таңдаңыз: She ___ in Milan since 2020.",
          "Choose the right form: She ___ in Milan since 2020.",
        ),
      ),
      options: [
        { id: "o1", text: "lives" },
        { id: "o2", text: "has lived" },
        { id: "o3", text: "is living" },
      ],
    },
    answer: { correct: "o2" },
  },
  {
    type: "words_options",
    title: texts("Условные предложения", "Шартты сөйлемдер", "Conditionals"),
    content: {
      instruction: tri(texts("Выберите правильный вариант.", "Дұрыс нұсқаны таңдаңыз.", "Choose the right option.")),
      segments: [
        text("If I "),
        {
          type: "gap",
          id: "g1",
          options: [
            { id: "v1", text: "have" },
            { id: "v2", text: "had" },
            { id: "v3", text: "will have" },
          ],
        },
        text(" more time, I would travel."),
      ],
    },
    answer: { gaps: { g1: "v2" } },
  },
  {
    type: "insert_words",
    title: texts("Предлоги", "Септеуліктер", "Prepositions"),
    content: {
      instruction: tri(texts("Вставьте предлоги.", "Септеуліктерді жазыңыз.", "Fill in the prepositions.")),
      segments: [
        text("The lecture starts "),
        { type: "gap", id: "g1" },
        text(" nine o'clock "),
        { type: "gap", id: "g2" },
        text(" Monday."),
      ],
    },
    answer: { gaps: { g1: ["at"], g2: ["on"] } },
  },
  {
    type: "test",
    title: texts("Разделы IELTS", "IELTS бөлімдері", "IELTS sections"),
    content: {
      question: tri(
        texts("Какие разделы есть в IELTS?", "IELTS-те қандай бөлімдер бар?", "Which sections does IELTS have?"),
      ),
      multiple: true,
      options: [
        { id: "s1", text: tri(texts("Аудирование", "Тыңдалым", "Listening")) },
        { id: "s2", text: tri(texts("Чтение", "Оқылым", "Reading")) },
        { id: "s3", text: tri(texts("Пение", "Ән айту", "Singing")) },
        { id: "s4", text: tri(texts("Письмо", "Жазылым", "Writing")) },
      ],
    },
    answer: { correct: ["s1", "s2", "s4"] },
  },
  {
    type: "compare_words",
    title: texts("Синонимы", "Синонимдер", "Synonyms"),
    content: {
      instruction: tri(
        texts("Соедините слова с синонимами.", "Сөздерді синонимдерімен сәйкестендіріңіз.", "Match the synonyms."),
      ),
      left: [
        { id: "l1", text: "big" },
        { id: "l2", text: "quick" },
        { id: "l3", text: "begin" },
      ],
      right: [
        { id: "r1", text: "start" },
        { id: "r2", text: "large" },
        { id: "r3", text: "fast" },
      ],
    },
    answer: { pairs: { l1: "r2", l2: "r3", l3: "r1" } },
  },
  {
    type: "text",
    title: texts("Антоним", "Антоним", "Opposite"),
    content: {
      question: tri(
        texts(
          "Напишите антоним слова «expensive».",
          "«expensive» сөзінің антонимін жазыңыз.",
          "Write the opposite of “expensive”.",
        ),
      ),
    },
    answer: { accepted: ["cheap", "inexpensive"] },
  },
];

/**
 * The demo programs' timed exams (an exam lesson with the timer on) each get a practice exam of six tasks with a
 * 20-minute timer, while they have no list at all, so a student can take one against the clock.
 */
export async function seedDemoExams(db: Db, schoolId: number): Promise<void> {
  for (const task of EXAM_TASKS) {
    const parsed = parseTask(task.type, { content: task.content, key: task.answer });
    if (!parsed.ok) throw new Error(`Demo exam task ${task.type} is invalid: ${parsed.message}`);
  }
  const exams = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(
      and(
        eq(lessons.schoolId, schoolId),
        eq(lessons.itemType, "exam"),
        eq(lessons.hasTimer, true),
        inArray(
          courses.titleEn,
          DEMO_PROGRAMS.map((program) => program.title.en),
        ),
        notExists(db.select().from(exerciseLists).where(eq(exerciseLists.lessonId, lessons.id))),
      ),
    );
  for (const exam of exams) {
    await db.transaction(async (tx) => {
      const [list] = await tx
        .insert(exerciseLists)
        .values({
          schoolId,
          lessonId: exam.id,
          titleRu: PRACTICE_EXAM.title.ru,
          titleKk: PRACTICE_EXAM.title.kk,
          titleEn: PRACTICE_EXAM.title.en,
          minPercent: PRACTICE_EXAM.minPercent,
          timeForTimer: PRACTICE_EXAM.minutes,
        })
        .returning({ id: exerciseLists.id });
      await tx.insert(exercises).values(
        EXAM_TASKS.map((task, order) => ({
          schoolId,
          exListId: list!.id,
          type: task.type,
          order,
          title: tri(task.title),
          content: task.content,
          answer: task.answer,
        })),
      );
    });
  }
}
