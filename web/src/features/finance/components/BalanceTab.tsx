import type { StudentBalance } from "@school/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Button, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { personName } from "../../../ui/person-name";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { type BalanceFilters, fetchBalances, fetchBalanceTotals } from "../finance.api";
import { financeKeys } from "../finance.keys";
import { useMoneyFormat } from "../money";
import { BalanceFiltersBar } from "./BalanceFiltersBar";

/** A balance as a word: what is owed, a credit (paid beyond the package cost), or settled. */
export function BalanceTag({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (balance > 0) return <Tag color="red">{t("finance.balance.owes", { amount: money.major(balance) })}</Tag>;
  if (balance < 0) return <Tag color="green">{t("finance.balance.credit", { amount: money.major(-balance) })}</Tag>;
  return <Tag>{t("finance.balance.settled")}</Tag>;
}

/** The school-wide balance: balance/'s totals over the filters and the students one by one, largest debt first. */
export function BalanceTab() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [filters, setFilters] = useState<BalanceFilters>({});
  const totals = useQuery({
    queryKey: financeKeys.balanceTotals(filters),
    queryFn: ({ signal }) => fetchBalanceTotals(filters, signal),
  });
  const pages = useInfiniteQuery({
    queryKey: financeKeys.balances(filters),
    queryFn: ({ pageParam, signal }) => fetchBalances(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows = pages.data?.pages.flatMap((page) => page.results) ?? [];
  const columns: TableColumnsType<StudentBalance> = [
    {
      key: "student",
      title: t("finance.balance.student"),
      render: (_, row) => (
        <Link
          to={`/user/view/${row.user_id}?tab=payments`}
          aria-label={t("finance.balance.openStudent", { name: personName(row) })}
        >
          {personName(row) || row.email}
        </Link>
      ),
    },
    {
      key: "cost",
      title: t("finance.balance.packageCost"),
      align: "right",
      render: (_, row) => (row.package_cost === null ? t("finance.balance.noCost") : money.major(row.package_cost)),
    },
    { key: "paid", title: t("finance.balance.paid"), align: "right", render: (_, row) => money.major(row.paid_total) },
    {
      key: "balance",
      title: t("finance.balance.balance"),
      render: (_, row) => <BalanceTag balance={row.payment_balance} />,
    },
    {
      key: "overdue",
      title: t("finance.balance.overdue"),
      render: (_, row) =>
        row.overdue_count > 0
          ? t("finance.balance.overdueTranches", {
              count: row.overdue_count,
              amount: money.major(row.overdue_amount),
            })
          : "",
    },
  ];
  return (
    <div className="finance-tab" data-testid="finance-balance">
      <BalanceFiltersBar filters={filters} onChange={setFilters} />
      {totals.data && (
        <dl className="finance-totals" aria-label={t("finance.balance.totalsLabel")} data-testid="balance-totals">
          <div>
            <dt>{t("finance.balance.students")}</dt>
            <dd>{totals.data.students}</dd>
          </div>
          <div>
            <dt>{t("finance.balance.packageCost")}</dt>
            <dd>{money.major(totals.data.package_cost)}</dd>
          </div>
          <div>
            <dt>{t("finance.balance.paid")}</dt>
            <dd>{money.major(totals.data.paid_total)}</dd>
          </div>
          <div>
            <dt>{t("finance.balance.balance")}</dt>
            <dd>
              <BalanceTag balance={totals.data.payment_balance} />
            </dd>
          </div>
        </dl>
      )}
      <FormError error={pages.error ?? totals.error} />
      <ScrollRegion label={t("finance.balance.tableLabel")}>
        <Table<StudentBalance>
          rowKey="user_id"
          columns={columns}
          dataSource={rows}
          loading={pages.isPending}
          pagination={false}
          size="small"
          locale={{ emptyText: t("finance.balance.empty") }}
          data-testid="balance-table"
        />
      </ScrollRegion>
      {pages.hasNextPage && (
        <Button
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          data-testid="balance-more"
        >
          {t("finance.balance.more")}
        </Button>
      )}
    </div>
  );
}
