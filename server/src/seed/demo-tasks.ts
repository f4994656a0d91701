import { parseTask, type TaskType } from "@school/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Storage } from "../core/storage/storage.js";
import type { Db } from "../db/client.js";
import { courses, exerciseLists, exercises, lessons } from "../db/schema/index.js";
import { demoBeepsWav, demoFlagPng } from "./demo-task-files.js";

/** Texts in Russian, Kazakh and English in one string, as the demo's lesson names are written. */
const tri = (ru: string, kk: string, en: string) => `${ru} · ${kk} · ${en}`;
const option = (id: string, ru: string, kk: string, en: string) => ({ id, text: tri(ru, kk, en) });
const text = (value: string) => ({ type: "text", text: value });

/** Which document proves school grades: a single choice in "Every task type", a test in "Check yourself". */
function documentsQuestion(ids: readonly [string, string, string], attestatEn: string) {
  return {
    question: tri(
      "Какой документ подтверждает школьные оценки?",
      "Мектеп бағаларын қай құжат растайды?",
      "Which document proves your school grades?",
    ),
    options: [
      option(ids[0], "Паспорт", "Төлқұжат", "Passport"),
      option(ids[1], "Аттестат", "Аттестат", attestatEn),
      option(ids[2], "Банковская выписка", "Банк үзінді-көшірмесі", "Bank statement"),
    ],
  };
}

type DemoTask = {
  type: TaskType;
  title: string;
  content: object;
  answer: object;
  file?: { name: string; type: string; data: () => Buffer };
};

/** One task of every automatically graded type (decision 0021), in the three languages where it has language. */
const DEMO_TASKS: readonly DemoTask[] = [
  {
    type: "test",
    title: tri("Города", "Қалалар", "Cities"),
    content: {
      question: tri(
        "Какие города находятся в Казахстане?",
        "Қай қалалар Қазақстанда?",
        "Which cities are in Kazakhstan?",
      ),
      multiple: true,
      options: [
        option("c1", "Бишкек", "Бішкек", "Bishkek"),
        option("c2", "Астана", "Астана", "Astana"),
        option("c3", "Ташкент", "Ташкент", "Tashkent"),
        option("c4", "Шымкент", "Шымкент", "Shymkent"),
      ],
    },
    answer: { correct: ["c2", "c4"] },
  },
  {
    type: "test_image",
    title: tri("Флаг", "Ту", "Flag"),
    content: {
      question: tri("Флаг какой страны на картинке?", "Суреттегі ту қай елдікі?", "Whose flag is in the picture?"),
      image_alt: tri(
        "Голубой флаг с золотым солнцем",
        "Алтын күні бар көгілдір ту",
        "A sky-blue flag with a golden sun",
      ),
      options: [
        option("f1", "Кыргызстан", "Қырғызстан", "Kyrgyzstan"),
        option("f2", "Узбекистан", "Өзбекстан", "Uzbekistan"),
        option("f3", "Казахстан", "Қазақстан", "Kazakhstan"),
      ],
    },
    answer: { correct: ["f3"] },
    file: { name: "flag.png", type: "image/png", data: () => demoFlagPng() },
  },
  {
    type: "media",
    title: tri("Аудирование", "Тыңдалым", "Listening"),
    content: {
      answer_type: "text",
      question: tri(
        "Сколько сигналов вы слышите? Напишите число.",
        "Неше дыбыс естідіңіз? Санын жазыңыз.",
        "How many beeps do you hear? Write the number.",
      ),
    },
    answer: { accepted: ["3", "три", "үш", "three"] },
    file: { name: "beeps.wav", type: "audio/wav", data: () => demoBeepsWav(3) },
  },
  {
    type: "youtube",
    title: tri("Видео", "Бейне", "Video"),
    content: {
      answer_type: "view",
      youtube_url: "https://www.youtube.com/watch?v=fNk_zzaMoSs",
      question: tri("Посмотрите видео до конца.", "Бейнені соңына дейін көріңіз.", "Watch the video to the end."),
    },
    answer: {},
  },
  {
    type: "insert_words",
    title: tri("Пропуски", "Бос орындар", "Gaps"),
    content: {
      instruction: tri("Вставьте пропущенные слова.", "Түсіп қалған сөздерді жазыңыз.", "Fill in the missing words."),
      segments: [
        text("I "),
        { type: "gap", id: "g1" },
        text(" a student. She "),
        { type: "gap", id: "g2" },
        text(" my teacher."),
      ],
    },
    answer: { gaps: { g1: ["am", "'m"], g2: ["is", "'s"] } },
  },
  {
    type: "words_options",
    title: tri("Выбор слова", "Сөз таңдау", "Word choice"),
    content: {
      instruction: tri("Выберите правильный вариант.", "Дұрыс нұсқаны таңдаңыз.", "Choose the right option."),
      segments: [
        text("He "),
        {
          type: "gap",
          id: "g1",
          options: [
            { id: "v1", text: "go" },
            { id: "v2", text: "goes" },
            { id: "v3", text: "going" },
          ],
        },
        text(" to university every day."),
      ],
    },
    answer: { gaps: { g1: "v2" } },
  },
  {
    type: "table_word",
    title: tri("Множественное число", "Көпше түр", "Plurals"),
    content: {
      instruction: tri("Напишите множественное число.", "Көпше түрін жазыңыз.", "Write the plural."),
      columns: [
        { id: "one", title: tri("Единственное", "Жекеше", "Singular") },
        { id: "many", title: tri("Множественное", "Көпше", "Plural") },
      ],
      rows: [
        { id: "r1", title: "1" },
        { id: "r2", title: "2" },
      ],
      given: { r1: { one: "child" }, r2: { one: "city" } },
    },
    answer: { cells: { r1: { many: ["children"] }, r2: { many: ["cities"] } } },
  },
  {
    type: "table_options",
    title: tri("Верно или нет", "Дұрыс па", "True or false"),
    content: {
      instruction: tri("Отметьте верные утверждения.", "Дұрыс тұжырымдарды белгілеңіз.", "Mark the true statements."),
      columns: [
        { id: "yes", title: tri("Верно", "Дұрыс", "True") },
        { id: "no", title: tri("Неверно", "Бұрыс", "False") },
      ],
      rows: [
        {
          id: "s1",
          title: tri(
            "Астана — столица Казахстана.",
            "Астана — Қазақстанның астанасы.",
            "Astana is the capital of Kazakhstan.",
          ),
        },
        {
          id: "s2",
          title: tri("IELTS — экзамен по немецкому языку.", "IELTS — неміс тілі емтиханы.", "IELTS is a German exam."),
        },
      ],
    },
    answer: { rows: { s1: "yes", s2: "no" } },
  },
  {
    type: "find_errors",
    title: tri("Ошибки", "Қателер", "Mistakes"),
    content: {
      instruction: tri(
        "Найдите ошибки и исправьте их.",
        "Қателерді тауып, түзетіңіз.",
        "Find the mistakes and correct them.",
      ),
      words: ["She", "go", "to", "school", "every", "days."].map((word, index) => ({
        id: `w${index + 1}`,
        text: word,
      })),
    },
    answer: { errors: ["w2", "w6"], corrections: { w2: ["goes"], w6: ["day.", "day"] } },
  },
  {
    type: "text",
    title: tri("Столица", "Астана", "Capital"),
    content: { question: tri("Столица Италии?", "Италияның астанасы?", "The capital of Italy?") },
    answer: { accepted: ["Рим", "Rome", "Roma"] },
  },
  {
    type: "compare_words",
    title: tri("Пары слов", "Сөз жұптары", "Word pairs"),
    content: {
      instruction: tri(
        "Соедините слова с переводом.",
        "Сөздерді аудармасымен сәйкестендіріңіз.",
        "Match the words with their translation.",
      ),
      left: [
        { id: "en1", text: "university" },
        { id: "en2", text: "passport" },
        { id: "en3", text: "visa" },
      ],
      right: [
        { id: "kk7", text: "виза" },
        { id: "kk2", text: "емтихан" },
        { id: "kk9", text: "университет" },
        { id: "kk4", text: "төлқұжат" },
      ],
    },
    answer: { pairs: { en1: "kk9", en2: "kk4", en3: "kk7" } },
  },
  {
    type: "select_one",
    title: tri("Документы", "Құжаттар", "Documents"),
    content: documentsQuestion(["d1", "d2", "d3"], "School certificate (attestat)"),
    answer: { correct: "d2" },
  },
  {
    type: "date",
    title: tri("Дата", "Күн", "Date"),
    content: {
      question: tri(
        "Когда Казахстан стал независимым?",
        "Қазақстан қашан тәуелсіздік алды?",
        "When did Kazakhstan become independent?",
      ),
      precision: "day",
    },
    answer: { date: "1991-12-16" },
  },
];

const LIST = { titleRu: "Все типы заданий", titleKk: "Тапсырмалардың барлық түрлері", titleEn: "Every task type" };

/**
 * The first demo program's first lesson gets an exercise list with one task of every automatically graded type,
 * its files (a picture, a recording) in storage; only once, recognised by its title. Without storage (tests of the
 * seed alone) the two tasks that need a file are left out. Older demo tasks written before the task types had
 * shapes are rewritten in them.
 */
export async function seedDemoTasks(db: Db, schoolId: number, storage?: Storage): Promise<void> {
  await reshapeOlderDemoTasks(db, schoolId);
  const [lesson] = await db
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.schoolId, schoolId))
    .orderBy(asc(courses.order), asc(courses.id), asc(lessons.order), asc(lessons.id))
    .limit(1);
  if (!lesson) return;
  const [existing] = await db
    .select({ id: exerciseLists.id })
    .from(exerciseLists)
    .where(and(eq(exerciseLists.lessonId, lesson.id), eq(exerciseLists.titleEn, LIST.titleEn)))
    .limit(1);
  if (existing) return;
  const tasks = DEMO_TASKS.filter((task) => !task.file || storage);
  for (const task of tasks) {
    const parsed = parseTask(task.type, { content: task.content, key: task.answer });
    if (!parsed.ok) throw new Error(`Demo task ${task.type} is invalid: ${parsed.message}`);
  }
  const stored: string[] = [];
  await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(exerciseLists)
      .values({ schoolId, lessonId: lesson.id, ...LIST, order: 1, next: true, minPercent: 70 })
      .returning({ id: exerciseLists.id });
    const rows = [];
    for (const [order, task] of tasks.entries()) {
      let file: string | null = null;
      if (task.file && storage) {
        file = `lessons/${lesson.courseId}/tasks/${list!.id}-demo-${task.file.name}`;
        await storage.put(file, task.file.data(), task.file.type);
        stored.push(file);
      }
      rows.push({
        schoolId,
        exListId: list!.id,
        type: task.type,
        order,
        title: task.title,
        content: task.content,
        answer: task.answer,
        file,
      });
    }
    await tx.insert(exercises).values(rows);
  });
}

/** The first demo seed's two tasks, written before tasks had shapes, in their type's shape now. */
async function reshapeOlderDemoTasks(db: Db, schoolId: number): Promise<void> {
  const older = await db
    .select({ id: exercises.id, type: exercises.type })
    .from(exercises)
    .innerJoin(exerciseLists, eq(exerciseLists.id, exercises.exListId))
    .where(
      and(
        eq(exercises.schoolId, schoolId),
        eq(exerciseLists.titleEn, "Check yourself"),
        inArray(exercises.type, ["test", "essay"]),
        isNull(sql`${exercises.content}->>'question'`),
      ),
    );
  for (const task of older) {
    const shaped = task.type === "test" ? CHECK_YOURSELF.test : CHECK_YOURSELF.essay;
    await db.update(exercises).set(shaped).where(eq(exercises.id, task.id));
  }
}

/** The "Check yourself" list's test and essay in their shapes (demo-teaching writes them so for a new demo). */
export const CHECK_YOURSELF = {
  test: {
    content: documentsQuestion(["p", "a", "b"], "Attestat"),
    answer: { correct: ["a"] },
  },
  essay: {
    content: {
      question: tri(
        "Почему вы выбрали эту программу?",
        "Неліктен осы бағдарламаны таңдадыңыз?",
        "Why did you choose this program?",
      ),
      min_words: 50,
      max_words: 400,
    },
    answer: { rubric: "" },
  },
};
