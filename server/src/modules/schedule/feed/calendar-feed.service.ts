import { API_PREFIX } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { hashToken, newOpaqueToken } from "../../../core/auth/tokens.js";
import { AppError } from "../../../core/errors.js";
import { savedLanguageOf } from "../../../core/reader-language.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import type { Deps } from "../../../deps.js";
import { visibleLessons } from "../lessons/lessons.service.js";
import * as queries from "../schedule.queries.js";
import * as feeds from "./calendar-feed.queries.js";
import { toICalendar } from "./ical.js";

/** The feed holds the lessons from this many days back; a calendar app keeps older ones it already has. */
const FEED_DAYS_BACK = 60;

const feedUrl = (deps: Deps, token: string) =>
  new URL(`${API_PREFIX}schedule/ical/${token}.ics`, deps.env.PUBLIC_URL).toString();

/** GET schedule/ical/: whether the caller has a feed, and since when; its address is not kept to be shown again. */
export async function feedStatus(actor: Actor) {
  const row = await feeds.selectFeed(actor, { userId: actor.caller.userId });
  return { active: row !== undefined, created_at: row ? row.createdAt.toISOString() : null };
}

/**
 * POST schedule/ical/: a new secret address, shown this once (decision 0133): only its hash is stored, as for reset
 * and refresh tokens. The old address answers 404 from now on.
 */
export async function renewFeed(actor: Actor) {
  const token = newOpaqueToken();
  await feeds.upsertFeed(actor, { userId: actor.caller.userId, tokenHash: hashToken(token) });
  return { url: feedUrl(actor.deps, token) };
}

export async function revokeFeed(actor: Actor) {
  await feeds.deleteFeed(actor, { userId: actor.caller.userId });
}

/**
 * GET schedule/ical/{token}.ics: the lessons the token's user sees in the calendar (a teacher theirs, a student
 * theirs, staff the school's), from two months back, as RFC 5545 text.
 */
export async function feed(deps: Deps, fileName: string): Promise<string> {
  const token = fileName.replace(/\.ics$/, "");
  const owner = await feeds.selectFeedOwner(deps.db, { tokenHash: hashToken(token) });
  if (!owner) throw new AppError("not_found", "No such calendar");
  // The token stands for its user: the feed shows what they would see signed in.
  const actor: Actor = {
    ...schoolScope(deps, owner.schoolId),
    caller: {
      userId: owner.userId,
      schoolId: owner.schoolId,
      role: owner.role,
      schoolActive: true,
      email: owner.email,
      savedLanguage: owner.language,
    },
    // A calendar app sends no language of ours: the feed names lessons in the one its owner chose.
    language: savedLanguageOf(owner.language),
  };
  const rules = await queries.selectRules(actor);
  const rows = await queries.selectLessons(actor, {
    from: new Date(deps.clock.now().getTime() - FEED_DAYS_BACK * 86_400_000),
    visible: visibleLessons(actor),
  });
  return toICalendar({
    rows,
    timeZone: rules.timeZone,
    host: new URL(deps.env.PUBLIC_URL).hostname,
    language: actor.language,
  });
}
