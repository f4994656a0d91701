import {
  ALERT_LOCAL_HOUR,
  AUTOMATION_TRIGGER_CONDITIONS,
  AUTOMATION_TRIGGERS,
  type AutomationTrigger,
  type UiLanguage,
} from "@school/contracts";
import { z } from "zod";
import type { AppJobs } from "../../core/queue/job-kinds.js";
import { defineJobKind } from "../../core/queue/queue.js";
import { queueSchoolDays } from "../../core/queue/school-days.js";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { addDays } from "../../core/schedule-time.js";
import type { SchoolWork, Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import type { JobContext } from "../../deps.js";
import * as queries from "./automation.queries.js";
import { runRule } from "./rule-runner.js";
import * as sweep from "./sweep.queries.js";

/**
 * The swept triggers (decision 0152): a state rather than a moment — a document N days before it expires, a tranche
 * unpaid N days after its due date, a student who has not answered the school's last message for N days, a test
 * passed for the first time (decision 0156: found on the day after, off the answers' hand-in path). Each school
 * with such a rule is swept once a day from its local morning (queued from an hourly dispatch, as the checklist's
 * alerts and the tranche reminders are), and each state found runs each rule once by its event's key; a sweep run
 * again (a retry, a second process, a later hour) finds the keys run and does nothing twice.
 */
export const SWEPT_TRIGGERS = AUTOMATION_TRIGGERS.filter((trigger) => AUTOMATION_TRIGGER_CONDITIONS[trigger].swept);

const DAY_MS = 86_400_000;
/** How far back a day's sweep looks for tests passed for the first time; the run's key keeps each one once. */
const TEST_PASSED_DAYS = 2;

/** What a swept rule finds on `today` (the school's date) at `now`, in the reader's language for a document's name. */
export function sweptMatches(
  scope: Scope,
  input: {
    rule: { trigger: AutomationTrigger; days: number | null; programIds: number[] };
    today: string;
    now: Date;
    language: UiLanguage;
  },
): Promise<sweep.SweptMatch[]> {
  const { rule, today } = input;
  const days = rule.days ?? 0;
  const programIds = rule.programIds;
  switch (rule.trigger) {
    case "document_expiring":
      return sweep.expiringItems(scope, {
        from: today,
        to: addDays(today, days),
        programIds,
        language: input.language,
      });
    case "tranche_overdue":
      return sweep.overdueTranches(scope, { dueBy: addDays(today, -days), programIds });
    case "student_silent":
      return sweep.unansweredThreads(scope, { sentBy: new Date(input.now.getTime() - days * DAY_MS), programIds });
    case "test_passed":
      // Two days back: a day's sweep that did not run (a school's server down that morning) is made up the next.
      return sweep.firstPasses(scope, {
        since: new Date(input.now.getTime() - TEST_PASSED_DAYS * DAY_MS),
        programIds,
        language: input.language,
      });
    default:
      return Promise.resolve([]);
  }
}

/** One school's sweep on its date `today`: every enabled swept rule, on every state it finds not run yet. */
export async function sweepSchool(school: SchoolWork, input: { today: string; now: Date }): Promise<number> {
  let ran = 0;
  for (const trigger of SWEPT_TRIGGERS) {
    for (const rule of await queries.enabledRules(school, trigger)) {
      const found = await sweptMatches(school, { rule, ...input, language: "ru" });
      const done = await sweep.keysRun(school, { ruleId: rule.id, keys: found.map((match) => match.key) });
      for (const match of found.filter((each) => !done.has(each.key))) {
        await runRule(school, {
          rule,
          event: {
            trigger,
            key: match.key,
            studentId: match.studentId,
            courseId: match.courseId ?? null,
            toStatus: null,
            occurredAt: input.now.toISOString(),
          },
        });
        ran += 1;
      }
    }
  }
  return ran;
}

/** Each school with a swept rule whose clock has reached the morning hour gets its day's sweep, queued once. */
export async function dispatchRuleSweeps(deps: { db: Db; queue: AppJobs }, now: Date): Promise<number> {
  const schools = await sweep.schoolsWithRules(deps.db, SWEPT_TRIGGERS);
  return queueSchoolDays(deps.queue, { kind: "automation.school-sweep", schools, now, fromHour: ALERT_LOCAL_HOUR });
}

/** Every hour at twenty past: the schools past their morning hour get their day's sweep. */
export const dispatchRuleSweepsJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 },
  cron: "20 * * * *",
  async handle(_payload, context: JobContext) {
    await dispatchRuleSweeps(context.deps, context.deps.clock.now());
  },
});

export const schoolRuleSweepJob = defineSchoolJobKind({
  payload: z.object({ today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600 },
  async handle(payload, { school }) {
    await sweepSchool(school, { today: payload.today, now: school.deps.clock.now() });
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "automation.dispatch-sweeps": typeof dispatchRuleSweepsJob;
    "automation.school-sweep": typeof schoolRuleSweepJob;
  }
}
