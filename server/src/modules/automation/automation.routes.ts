import {
  createAutomationRule,
  deleteAutomationRule,
  listAutomationRules,
  listAutomationRuns,
  previewAutomationRule,
  switchAutomationRule,
  updateAutomationRule,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import {
  createRule,
  deleteRule,
  listRules,
  listRuns,
  previewRule,
  switchRule,
  updateRule,
} from "./automation.service.js";

/** Automation rules (issue 37, decision 0150). A rule's id is proved of the caller's school before the handler runs. */
export const automationRoutes: RouteDef[] = [
  defineRoute(listAutomationRules, { handler: async ({ actor }) => listRules(actor) }),
  defineRoute(createAutomationRule, { handler: async ({ body, actor }) => createRule(actor, body) }),
  defineRoute(updateAutomationRule, {
    resources: { id: "automationRule" },
    handler: async ({ params, body, actor }) => updateRule(actor, { id: params.id, body }),
  }),
  defineRoute(switchAutomationRule, {
    resources: { id: "automationRule" },
    handler: async ({ params, body, actor }) => switchRule(actor, { id: params.id, enabled: body.enabled }),
  }),
  defineRoute(deleteAutomationRule, {
    resources: { id: "automationRule" },
    handler: async ({ params, actor }) => {
      await deleteRule(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(previewAutomationRule, { handler: async ({ body, actor }) => previewRule(actor, body) }),
  defineRoute(listAutomationRuns, { handler: async ({ query, actor }) => listRuns(actor, query) }),
];
