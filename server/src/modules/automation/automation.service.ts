import {
  AUTOMATION_RULES_MAX,
  AUTOMATION_RUNS_PAGE_SIZE,
  type AutomationPreview,
  type AutomationRule,
  type AutomationRuleBody,
  type AutomationRunsPage,
  titleInLanguage,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { schoolDayOf } from "../../core/school-day.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { checkHolder } from "../staff-tasks/index.js";
import * as queries from "./automation.queries.js";
import { sweptMatches } from "./rule-sweep.js";
import * as sweep from "./sweep.queries.js";

/**
 * Automation rules (issue 37, decision 0150): the school admin's rules as data, their preview and their log. The
 * rules run in `rule-runner.ts`, on the events their triggers name.
 */

const noRule = () => new AppError("not_found", "Rule not found");
const RUNS_WINDOW_DAYS = 30;
const PREVIEW_NAMES = 20;
/** A lead rule's preview: the leads of this many last days, as the rule would have met them. */
const LEAD_PREVIEW_DAYS = 7;

const asRule = (row: queries.RuleRow): AutomationRule => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  trigger: row.trigger,
  to_status: row.toStatus,
  days: row.days,
  program_ids: row.programIds,
  actions: {
    ...row.actions,
    task: row.actions.task && { ...row.actions.task, assignee_id: row.actions.task.assignee_id ?? null },
    template: row.actions.template ?? null,
  },
  runs: { done: row.done, failed: row.failed },
  updated_at: row.updatedAt.toISOString(),
});

const valuesOf = (body: AutomationRuleBody): queries.RuleValues => ({
  name: body.name,
  enabled: body.enabled,
  trigger: body.trigger,
  toStatus: body.to_status,
  days: body.days,
  programIds: [...new Set(body.program_ids)],
  actions: body.actions,
});

export async function listRules(actor: Actor): Promise<AutomationRule[]> {
  const since = new Date(actor.deps.clock.now().getTime() - RUNS_WINDOW_DAYS * 86_400_000);
  return (await queries.rulesWithRuns(actor, since)).map(asRule);
}

async function ruleOf(actor: Actor, id: number): Promise<AutomationRule> {
  const rule = (await listRules(actor)).find((each) => each.id === id);
  if (!rule) throw noRule();
  return rule;
}

/** A rule's chosen assignee holds tasks in the school (who may leave later: the run then logs `no_assignee`). */
async function checkAssignee(actor: Actor, body: AutomationRuleBody) {
  const chosen = body.actions.task?.assignee_id ?? null;
  if (chosen !== null) await checkHolder(actor, { userId: chosen, field: "actions.task.assignee_id" });
}

export async function createRule(actor: Actor, body: AutomationRuleBody): Promise<AutomationRule> {
  await checkAssignee(actor, body);
  const id = await inTransaction(actor, async (work) => {
    // Counted in the transaction that adds one; two at once may both pass, a bound not a quota.
    if ((await queries.countRules(work)) >= AUTOMATION_RULES_MAX) {
      throw new AppError("unprocessable", `A school keeps at most ${AUTOMATION_RULES_MAX} rules`);
    }
    return queries.insertRule(work, valuesOf(body));
  });
  return ruleOf(actor, id);
}

export async function updateRule(actor: Actor, input: { id: number; body: AutomationRuleBody }) {
  await checkAssignee(actor, input.body);
  if (!(await queries.updateRule(actor, { id: input.id, values: valuesOf(input.body) }))) throw noRule();
  return ruleOf(actor, input.id);
}

export async function switchRule(actor: Actor, input: { id: number; enabled: boolean }) {
  if (!(await queries.updateRule(actor, { id: input.id, values: { enabled: input.enabled } }))) throw noRule();
  return ruleOf(actor, input.id);
}

export async function deleteRule(actor: Actor, id: number): Promise<void> {
  await queries.deleteRule(actor, id);
}

/**
 * Who the rule would match today: for a status, the applications standing in it now, as its event would find them;
 * for a lead, the leads of the last week; for a swept trigger, what this morning's sweep finds.
 */
export async function previewRule(actor: Actor, body: AutomationRuleBody): Promise<AutomationPreview> {
  if (body.trigger === "application_status_changed") {
    const { count, rows } = await queries.previewMatches(actor, {
      status: body.to_status!,
      programIds: body.program_ids,
      limit: PREVIEW_NAMES,
    });
    return {
      count,
      students: rows.map((row) => ({
        id: row.studentId,
        name: row.studentName,
        program: titleInLanguage(actor.language, row.titles),
        responsible: row.managerName,
        item: null,
        date: null,
      })),
    };
  }
  const day = await schoolDayOf(actor);
  const found =
    body.trigger === "lead_registered"
      ? await sweep.recentLeads(actor, { since: new Date(day.now.getTime() - LEAD_PREVIEW_DAYS * 86_400_000) })
      : await sweptMatches(actor, {
          rule: { trigger: body.trigger, days: body.days, programIds: body.program_ids },
          today: day.today,
          now: day.now,
          language: actor.language,
        });
  const shown = found.slice(0, PREVIEW_NAMES);
  const people = await queries.peopleOf(actor, [...new Set(shown.map((match) => match.studentId))]);
  return {
    count: found.length,
    students: shown.map((match) => ({
      id: match.studentId,
      name: people.get(match.studentId)?.name ?? "",
      program: null,
      responsible: people.get(match.studentId)?.responsible ?? null,
      item: match.item,
      date: match.date,
    })),
  };
}

export async function listRuns(actor: Actor, query: { rule?: number; before?: number }): Promise<AutomationRunsPage> {
  const rows = await queries.runsPage(actor, {
    ruleId: query.rule,
    before: query.before,
    limit: AUTOMATION_RUNS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUTOMATION_RUNS_PAGE_SIZE);
  return {
    results: page.map((row) => ({
      id: row.id,
      rule: { id: row.ruleId, name: row.ruleName },
      student: row.studentId === null ? null : { id: row.studentId, name: row.studentName ?? "" },
      program: row.titles === null ? null : titleInLanguage(actor.language, row.titles),
      outcome: row.outcome,
      task_id: row.taskId,
      notified: row.notified,
      mailing_id: row.mailingId,
      failure: row.failure,
      created_at: row.createdAt.toISOString(),
    })),
    next: rows.length > AUTOMATION_RUNS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
