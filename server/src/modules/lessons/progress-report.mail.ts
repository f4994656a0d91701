/** A student's progress in a program, as `send_report_student/` mails it: plain text in the three languages. */
export type ProgressReport = {
  studentName: string;
  courseTitle: string;
  lessons: {
    name: string;
    completed: boolean;
    lists: { title: string; percent: number | null; passed: boolean }[];
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
  const section = (words: (typeof WORDS)[keyof typeof WORDS]) =>
    [
      `${words.hello}, ${report.studentName}! ${words.progress} «${report.courseTitle}»:`,
      ...report.lessons.flatMap((lesson, index) => [
        `${index + 1}. ${lesson.name}: ${lesson.completed ? words.done : words.open}`,
        ...lesson.lists.map(
          (list) =>
            `   - ${list.title}: ${
              list.percent === null ? words.notTaken : `${list.percent}% (${list.passed ? words.passed : words.failed})`
            }`,
        ),
      ]),
      `${words.total}: ${done} / ${report.lessons.length}`,
      `${words.see}: ${report.link}`,
    ].join("\n");
  return {
    subject: `Прогресс / Үлгерім / Progress: ${report.courseTitle}`,
    text: [section(WORDS.ru), section(WORDS.kk), section(WORDS.en)].join("\n\n---\n\n"),
  };
}
