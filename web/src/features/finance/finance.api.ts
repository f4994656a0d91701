import type { BalanceListQuery } from "@school/contracts";
import {
  countWorkActs,
  createWorkAct,
  deleteWorkAct,
  downloadWorkActPdf,
  exportMoneyReport,
  getBalance,
  getMoneyReport,
  listSchoolWorkActs,
  listStudentBalances,
  listWorkActs,
} from "@school/contracts/routes";
import { type BodyOf, callEndpoint, downloadEndpoint } from "../../api/http-client";

type Language = "ru" | "kk" | "en";
export type BalanceFilters = Omit<BalanceListQuery, "after">;
export type ActsFilters = { date_from?: string; date_to?: string; user_id?: number };

export const fetchBalances = (filters: BalanceFilters, after: string | undefined, signal?: AbortSignal) =>
  callEndpoint(listStudentBalances, { query: { ...filters, after }, signal });
export const fetchBalanceTotals = ({ standing: _standing, ...filters }: BalanceFilters, signal?: AbortSignal) =>
  callEndpoint(getBalance, { query: filters, signal });

export const fetchMoneyReport = (period: { from: string; to: string; lang: Language }, signal?: AbortSignal) =>
  callEndpoint(getMoneyReport, { query: period, signal });
export const downloadMoneyReport = (period: { from: string; to: string; translate_lang: Language }) =>
  downloadEndpoint(exportMoneyReport, { query: period });

export const fetchSchoolActs = (filters: ActsFilters, after: string | undefined, signal?: AbortSignal) =>
  callEndpoint(listSchoolWorkActs, { query: { ...filters, after }, signal });
export const fetchActTotals = (signal?: AbortSignal) => callEndpoint(countWorkActs, { signal });
export const fetchStudentActs = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listWorkActs, { query: { user_id: userId }, signal });
export const addAct = (body: BodyOf<typeof createWorkAct>) => callEndpoint(createWorkAct, { body });
export const removeAct = (id: number) => callEndpoint(deleteWorkAct, { query: { id } });
export const downloadActPdf = (id: number, lang: Language) =>
  downloadEndpoint(downloadWorkActPdf, { params: { id }, query: { lang } });
