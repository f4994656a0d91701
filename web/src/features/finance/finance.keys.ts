import type { ActsFilters, BalanceFilters } from "./finance.api";

/** The money screens' query keys. */
export const financeKeys = {
  all: ["finance"] as const,
  balances: (filters: BalanceFilters) => ["finance", "balances", filters] as const,
  balanceTotals: (filters: BalanceFilters) => ["finance", "balance-totals", filters] as const,
  report: (period: { from: string; to: string; lang: string }) => ["finance", "report", period] as const,
  acts: (filters: ActsFilters) => ["finance", "acts", filters] as const,
  actTotals: ["finance", "act-totals"] as const,
  studentActs: (userId: number) => ["finance", "student-acts", userId] as const,
};
