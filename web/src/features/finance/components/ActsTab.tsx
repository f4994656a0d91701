import type { SchoolAct } from "@school/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Button, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { FormError } from "../../../ui/FormError";
import { formatShortDate } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { personName } from "../../../ui/person-name";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { type ActsFilters, fetchActTotals, fetchSchoolActs } from "../finance.api";
import { financeKeys } from "../finance.keys";
import { useMoneyFormat } from "../money";
import { ActPdfButton } from "./ActPdfButton";
import { FilterField } from "./FilterField";

/** The school's acts of work done, newest first, by date range, each with its PDF and its student's page. */
export function ActsTab() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const money = useMoneyFormat();
  const [filters, setFilters] = useState<ActsFilters>({});
  const totals = useQuery({ queryKey: financeKeys.actTotals, queryFn: ({ signal }) => fetchActTotals(signal) });
  const pages = useInfiniteQuery({
    queryKey: financeKeys.acts(filters),
    queryFn: ({ pageParam, signal }) => fetchSchoolActs(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const columns: TableColumnsType<SchoolAct> = [
    { key: "date", title: t("finance.acts.date"), render: (_, row) => formatShortDate(row.date, language) },
    { key: "number", title: t("finance.acts.number"), dataIndex: "number" },
    {
      key: "student",
      title: t("finance.acts.student"),
      render: (_, row) => <Link to={`/user/view/${row.user_id}?tab=payments`}>{personName(row)}</Link>,
    },
    { key: "amount", title: t("finance.acts.amount"), align: "right", render: (_, row) => money.major(row.amount) },
    { key: "note", title: t("finance.acts.note"), dataIndex: "note" },
    { key: "pdf", title: t("finance.acts.pdf"), render: (_, row) => <ActPdfButton act={row} /> },
  ];
  return (
    <div className="finance-tab" data-testid="finance-acts">
      {totals.data && (
        <p className="finance-total" data-testid="acts-summary">
          {t("finance.acts.summary", { count: totals.data.count, amount: money.major(totals.data.amount) })}
        </p>
      )}
      <div className="finance-filters">
        {(["date_from", "date_to"] as const).map((side) => (
          <FilterField
            key={side}
            label={t(side === "date_from" ? "finance.acts.dateFrom" : "finance.acts.dateTo")}
            render={(id) => (
              <DateField
                id={id}
                value={filters[side] ?? ""}
                onChange={(date) => setFilters({ ...filters, [side]: date || undefined })}
                data-testid={`acts-${side}`}
              />
            )}
          />
        ))}
      </div>
      <FormError error={pages.error} />
      <ScrollRegion label={t("finance.acts.tableLabel")}>
        <Table<SchoolAct>
          rowKey="id"
          columns={columns}
          dataSource={pages.data?.pages.flatMap((page) => page.results)}
          loading={pages.isPending}
          pagination={false}
          size="small"
          locale={{ emptyText: t("finance.acts.empty") }}
          data-testid="acts-table"
        />
      </ScrollRegion>
      {pages.hasNextPage && (
        <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
          {t("finance.acts.more")}
        </Button>
      )}
    </div>
  );
}
