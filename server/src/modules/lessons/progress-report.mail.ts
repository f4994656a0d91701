import { inLanguage, type Translations, UI_LANGUAGES, type UiLanguage } from "@school/contracts";

/**
 * A student's progress in a program, as `send_report_student/` mails it: plain text in the three languages, each
 * part naming the program, lessons and lists in its own language (decision 0134).
 */
export type ProgressReport = {
  studentName: string;
  courseTitle: Translations;
  lessons: {
    name: Translations;
    completed: boolean;
    lists: { title: Translations; percent: number | null; passed: boolean }[];
  }[];
  link: string;
};

const WORDS = {
  ru: {
    hello: "Здравствуйте",
    progress: "ваш прогресс в программе",
    done: "пройден",
    open: "не пройден",
    notTaken: "не начат",
    passed: "сдан",
    failed: "не сдан",
    total: "Пройдено уроков",
    see: "Открыть программу",
  },
  kk: {
    hello: "Сәлеметсіз бе",
    progress: "бағдарламадағы үлгеріміңіз",
    done: "өтілді",
    open: "өтілмеді",
    notTaken: "басталмаған",
    passed: "тапсырылды",
    failed: "тапсырылмады",
    total: "Өтілген сабақтар",
    see: "Бағдарламаны ашу",
  },
  en: {
    hello: "Hello",
    progress: "your progress in the program",
    done: "done",
    open: "not done",
    notTaken: "not started",
    passed: "passed",
    failed: "not passed",
    total: "Lessons done",
    see: "Open the program",
  },
} as const;

export function progressReportMail(report: ProgressReport) {
  const done = report.lessons.filter((lesson) => lesson.completed).length;
  const section = (language: UiLanguage) => {
    const words = WORDS[language];
    return [
      `${words.hello}, ${report.studentName}! ${words.progress} «${inLanguage(language, report.courseTitle)}»:`,
      ...report.lessons.flatMap((lesson, index) => [
        `${index + 1}. ${inLanguage(language, lesson.name)}: ${lesson.completed ? words.done : words.open}`,
        ...lesson.lists.map(
          (list) =>
            `   - ${inLanguage(language, list.title)}: ${
              list.percent === null ? words.notTaken : `${list.percent}% (${list.passed ? words.passed : words.failed})`
            }`,
        ),
      ]),
      `${words.total}: ${done} / ${report.lessons.length}`,
      `${words.see}: ${report.link}`,
    ].join("\n");
  };
  return {
    subject: `Прогресс / Үлгерім / Progress: ${inLanguage("ru", report.courseTitle)}`,
    text: UI_LANGUAGES.map(section).join("\n\n---\n\n"),
  };
}
