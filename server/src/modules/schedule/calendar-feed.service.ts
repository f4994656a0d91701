import { randomBytes } from "node:crypto";
import { API_PREFIX } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { accessFilter } from "../../core/access/access.js";
import { AppError } from "../../core/errors.js";
import { calendarFeeds, scheduleLessons, users } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { toICalendar } from "./ical.js";
import type { Target } from "./lessons.service.js";
import * as queries from "./schedule.queries.js";

/** The feed holds the lessons from this many days back; a calendar app keeps older ones it already has. */
const FEED_DAYS_BACK = 60;

const feedUrl = (deps: Deps, token: string) =>
  new URL(`${API_PREFIX}schedule/ical/${token}.ics`, deps.env.PUBLIC_URL).toString();

/** GET schedule/ical/: the caller's feed address, or null. */
export async function feedLink(deps: Deps, target: Target) {
  const [row] = await deps.db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, target.caller.userId), eq(calendarFeeds.schoolId, target.schoolId)));
  return { url: row ? feedUrl(deps, row.token) : null };
}

/** POST schedule/ical/: a new secret address; the old one answers 404 from now on. */
export async function renewFeed(deps: Deps, target: Target) {
  const token = randomBytes(32).toString("base64url");
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: target.caller.userId, schoolId: target.schoolId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return { url: feedUrl(deps, token) };
}

export async function revokeFeed(deps: Deps, target: Target) {
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, target.caller.userId));
}

/**
 * GET schedule/ical/{token}.ics: the lessons the token's user sees in the calendar (a teacher theirs, a student
 * theirs, staff the school's), from two months back, as RFC 5545 text.
 */
export async function feed(deps: Deps, fileName: string): Promise<string> {
  const token = fileName.replace(/\.ics$/, "");
  const [owner] = await deps.db
    .select({ userId: users.id, schoolId: users.schoolId, role: users.role, email: users.email })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  if (!owner) throw new AppError("not_found", "No such calendar");
  const scope = { db: deps.db, schoolId: owner.schoolId };
  const actor = {
    ...scope,
    caller: {
      userId: owner.userId,
      schoolId: owner.schoolId,
      role: owner.role,
      schoolActive: true,
      email: owner.email,
    },
  };
  const rules = await queries.selectRules(scope);
  const rows = await queries.selectLessons(scope, {
    from: new Date(deps.clock.now().getTime() - FEED_DAYS_BACK * 86_400_000),
    visible: accessFilter(actor, "schedule.read", {
      teacherId: scheduleLessons.teacherId,
      lessonId: scheduleLessons.id,
    }),
  });
  return toICalendar({ rows, timeZone: rules.timeZone, host: new URL(deps.env.PUBLIC_URL).hostname });
}
