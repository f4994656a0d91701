import type { AutomationRuleInput } from "@school/contracts";
import {
  createAutomationRule,
  deleteAutomationRule,
  listAutomationRules,
  listAutomationRuns,
  previewAutomationRule,
  switchAutomationRule,
  updateAutomationRule,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchRules = (signal?: AbortSignal) => callEndpoint(listAutomationRules, { signal });
export const createRule = (body: AutomationRuleInput) => callEndpoint(createAutomationRule, { body });
export const updateRule = (input: { id: number; body: AutomationRuleInput }) =>
  callEndpoint(updateAutomationRule, { params: { id: input.id }, body: input.body });
export const switchRule = (input: { id: number; enabled: boolean }) =>
  callEndpoint(switchAutomationRule, { params: { id: input.id }, body: { enabled: input.enabled } });
export const deleteRule = (id: number) => callEndpoint(deleteAutomationRule, { params: { id } });
export const previewRule = (body: AutomationRuleInput) => callEndpoint(previewAutomationRule, { body });
export const fetchRuns = (input: { before?: number; signal?: AbortSignal }) =>
  callEndpoint(listAutomationRuns, { query: { before: input.before }, signal: input.signal });
