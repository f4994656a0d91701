import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { automationRules } from "../db/schema/index.js";
import { insertRule } from "../modules/automation/automation.queries.js";

/**
 * The demo's automation rules (issue 37): a refused application gives the responsible manager a task for the next
 * day and tells the staff; an invitation tells the responsible manager. Idempotent: a school with a rule is left.
 */
export async function seedDemoAutomation(db: Db, schoolId: number): Promise<void> {
  const scope = { db, schoolId };
  const [any] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(automationRules)
    .where(sql`${automationRules.schoolId} = ${schoolId}`);
  if ((any?.count ?? 0) > 0) return;
  await insertRule(scope, {
    name: "Отказ по заявке: связаться с семьёй",
    enabled: true,
    trigger: "application_status_changed",
    toStatus: "refusal",
    days: null,
    programIds: [],
    actions: {
      task: {
        title: "Связаться с семьёй после отказа и предложить запасную программу",
        due_in_days: 1,
        priority: "high",
      },
      notice: { text: "Университет отказал по заявке", to: "all_staff" },
    },
  });
  await insertRule(scope, {
    name: "Приглашение: начать визовый пакет",
    enabled: true,
    trigger: "application_status_changed",
    toStatus: "invitation",
    days: null,
    programIds: [],
    actions: {
      task: { title: "Собрать документы на визу", due_in_days: 3, priority: "normal" },
      notice: null,
    },
  });
  await insertRule(scope, {
    name: "Паспорт или виза истекает: напомнить заранее",
    enabled: true,
    trigger: "document_expiring",
    toStatus: null,
    days: 60,
    programIds: [],
    actions: {
      task: { title: "Проверить срок документа и помочь с продлением", due_in_days: 2, priority: "normal" },
      notice: null,
    },
  });
  await insertRule(scope, {
    name: "Платёж просрочен на 3 дня",
    enabled: true,
    trigger: "tranche_overdue",
    toStatus: null,
    days: 3,
    programIds: [],
    actions: { task: null, notice: { text: "Платёж по графику не внесён три дня", to: "responsible" } },
  });
}
