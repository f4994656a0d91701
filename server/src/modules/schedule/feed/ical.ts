import { inLanguage, type UiLanguage } from "@school/contracts";
import type { LessonRow } from "../schedule.queries.js";

/** An event with neither program nor group, named in its reader's language. */
const UNNAMED_LESSON = { ru: "Урок", kk: "Сабақ", en: "Lesson" } as const;

/**
 * RFC 5545 text of a user's lessons. Times are written in UTC (`...Z`), which every calendar app shows in its own
 * zone; the X-WR-TIMEZONE header names the school's zone for apps that display the calendar's own. Lines are CRLF
 * and folded at 75 octets, text values escaped (section 3.3.11).
 */
export function toICalendar(input: {
  rows: LessonRow[];
  timeZone: string;
  host: string;
  language: UiLanguage;
}): string {
  const stamp = utc(new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//School platform//Schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-TIMEZONE:${input.timeZone}`,
  ];
  for (const row of input.rows) {
    const { language } = input;
    const course = inLanguage(language, {
      ru: row.courseTitleRu ?? "",
      kk: row.courseTitleKk ?? "",
      en: row.courseTitleEn ?? "",
    });
    const group = inLanguage(language, {
      ru: row.groupName ?? "",
      kk: row.groupNameKk ?? "",
      en: row.groupNameEn ?? "",
    });
    const title = [course, group].filter(Boolean).join(" · ") || UNNAMED_LESSON[language];
    lines.push(
      "BEGIN:VEVENT",
      `UID:lesson-${row.id}@${input.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(row.startAt)}`,
      `DTEND:${utc(row.endAt)}`,
      `SUMMARY:${escapeText(title)}`,
      `DESCRIPTION:${escapeText(`${row.teacherFirstName ?? ""} ${row.teacherLastName ?? ""}`.trim())}`,
      `STATUS:${row.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space, never splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
