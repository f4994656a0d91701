/**
 * A sweep (not a test) over the signed-in screens for text in the wrong language or written the wrong way (issue 34):
 * each demo role opens every screen of the route table it may open, in Kazakh (and English with SWEEP_LANGUAGES),
 * at 1366 and 390 px, and every visible line and every aria-label, title and placeholder is matched against English
 * words on a Kazakh screen, Russian-only letters and words on a Kazakh screen, US grouping ("200,000"), a decimal
 * point before a percent sign ("92.5%") and raw ISO months or days ("2025-12"). Findings are printed grouped by
 * text, with the screens each was seen on.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx e2e/locale-sweep.ts
 *
 * SWEEP_LANGUAGES=kk,en, SWEEP_WIDTHS=1366,390, SWEEP_ROLES=student,teacher narrow or widen it.
 */
import { type SignedInRole, WEB_ROUTES } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { users } from "../server/src/db/schema/index.js";
import { chooseLanguage, demoAccount, demoProgramId, loginAs, startPlatform } from "./harness.js";

const LANGUAGES = (process.env.SWEEP_LANGUAGES ?? "kk").split(",") as ("kk" | "en" | "ru")[];
const WIDTHS = (process.env.SWEEP_WIDTHS ?? "1366,390").split(",").map(Number);
const ROLES = (process.env.SWEEP_ROLES ?? "admin_school,admin,teacher,student").split(",") as SignedInRole[];

/** English words a Kazakh screen should not show (labels of controls, hints, Ant Design's and the libraries' own). */
const ENGLISH = /\b[A-Za-z]{3,}(?: [A-Za-z]{2,})*\b/;
/** Words and letters that are Russian and not Kazakh: "ы" is both, so only whole common words and "щ", "ъ", "ё". */
const RUSSIAN_ONLY =
  /[щъё]|\b(и|или|не|нет|для|при|все|всё|это|из|на|по|от|до|как|что|его|её|ещё|еще|год|месяц|неделя|день|сегодня|урок|уроки|курс|курсы|ученик|ученики|учитель|группа|оплата|поиск|закрыть|сохранить|удалить|отмена|выбрать|инструменты|прямоугольник|ромб|эллипс|стрелка|линия|текст|ластик|рука|выделение|выбор|изображение|рисование|рисовать)\b/i;
const US_NUMBER = /\d,\d{3}\b/;
const POINT_PERCENT = /\d\.\d+\s?%/;
const RAW_MONTH = /\b\d{4}-\d{2}(-\d{2})?\b/;
/** Names, codes and brands that are English on purpose (a person's e-mail, currency codes, file types). */
const ALLOWED =
  /@|^(KZT|USD|EUR|RUB|PDF|XLSX|CSV|URL|ID|QR|IELTS|TOEFL|SAT|GPA|YouTube|Telegram|WhatsApp|Excalidraw|Mermaid|Zoom|Google|Meet|OK|PNG|SVG|JPG|JPEG|iCal|E-mail|Email)$/;

type Finding = { kind: string; text: string; where: string };

async function findings(page: Page, language: string): Promise<Omit<Finding, "where">[]> {
  const lines = await page.evaluate(() => {
    const hints = Array.from(document.querySelectorAll("[title], [aria-label], [placeholder], [alt]")).flatMap(
      (element) =>
        ["title", "aria-label", "placeholder", "alt"].flatMap((name) => {
          const value = element.getAttribute(name);
          return value ? [`${name}=${value}`] : [];
        }),
    );
    const hidden = Array.from(document.querySelectorAll("th, caption, .sr-only, [class*=visually-hidden]")).map(
      (element) => `hidden=${element.textContent ?? ""}`,
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what a reader sees
    return [...document.body.innerText.split("\n"), ...hints, ...hidden];
  });
  const out: Omit<Finding, "where">[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const text = line.replace(/^(title|aria-label|placeholder|alt|hidden)=/, "");
    if (US_NUMBER.test(text) && language !== "en") out.push({ kind: "US number", text: line });
    if (POINT_PERCENT.test(text) && language !== "en") out.push({ kind: "point percent", text: line });
    if (RAW_MONTH.test(text)) out.push({ kind: "raw date", text: line });
    if (language === "kk") {
      const english = text.match(new RegExp(ENGLISH, "g"))?.filter((word) => !ALLOWED.test(word)) ?? [];
      if (english.length > 0 && !/^https?:/.test(text)) out.push({ kind: "English", text: line });
      if (RUSSIAN_ONLY.test(text)) out.push({ kind: "Russian", text: line });
    }
  }
  return out;
}

/** The findings grouped by text, the most frequent first, with the screens each was seen on. */
function report(all: Finding[]): void {
  const grouped = new Map<string, string[]>();
  for (const finding of all) {
    const key = `${finding.kind}: ${finding.text}`;
    grouped.set(key, [...(grouped.get(key) ?? []), finding.where]);
  }
  for (const [key, places] of [...grouped].sort((a, b) => b[1].length - a[1].length)) {
    process.stdout.write(`${key}\n    ${places.length}× e.g. ${places.slice(0, 3).join(" | ")}\n`);
  }
  process.stdout.write(`${all.length} findings, ${grouped.size} distinct\n`);
}

async function main() {
  const platform = await startPlatform();
  const all: Finding[] = [];
  try {
    const courseId = await demoProgramId(platform);
    const [student] = await platform.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount("student").email));
    const values: Record<string, string> = {
      courseId: String(courseId),
      lessonId: "1",
      groupId: "1",
      userId: String(student!.id),
      studentId: String(student!.id),
      exerciseId: "1",
      orderId: "1",
      tariffPrice: "10000",
      courseCost: "10000",
      currency: "KZT",
      student: "10",
      month: "1",
      kind: "privacy",
      mailingId: "new",
    };
    for (const role of ROLES) {
      const routes = WEB_ROUTES.filter(
        (route) => route.layout === "main" && (route.roles as readonly string[]).includes(role),
      );
      for (const width of WIDTHS) {
        const { context, page } = await platform.newPage({ width, height: width < 500 ? 844 : 900 });
        try {
          await loginAs(page, role);
          for (const language of LANGUAGES) {
            await chooseLanguage(page, language);
            for (const route of routes) {
              const path = route.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "1");
              const tabs = route.key === "finance" ? ["", "?tab=report", "?tab=acts"] : [""];
              for (const tab of tabs) {
                const where = `${role} ${language} ${width} ${path}${tab}`;
                try {
                  await page.goto(`${path}${tab}`);
                  await page.waitForLoadState("networkidle", { timeout: 15_000 });
                  await page.waitForTimeout(500);
                  for (const finding of await findings(page, language)) all.push({ ...finding, where });
                } catch (error) {
                  all.push({ kind: "error", text: String(error).slice(0, 200), where });
                }
              }
            }
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    report(all);
    // Closing the platform may leave nothing for the loop to wait on before it ends: the findings are printed first.
    await platform.close();
  }
}

await main();
process.exit(0);
