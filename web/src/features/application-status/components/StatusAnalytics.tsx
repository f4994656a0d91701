import { APPLICATION_STATUSES, type ApplicationStatusKey } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, Select, Skeleton, Table, type TableColumnsType, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useClearable } from "../../../ui/use-clearable";
import { fetchStatusTotals, fetchStatusUsers } from "../api/application-status.api";
import { applicationStatusKeys } from "../application-status.keys";
import { StatusChart } from "./StatusChart";
import { StatusTag } from "./StatusTag";
import "../texts";

type UserRow = Awaited<ReturnType<typeof fetchStatusUsers>>[number];

/** Staff's status analytics: how many student-programs are in each status (chart and table), and who they are. */
export function StatusAnalytics() {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [status, setStatus] = useState<ApplicationStatusKey | undefined>();
  const totals = useQuery({
    queryKey: applicationStatusKeys.totals,
    queryFn: ({ signal }) => fetchStatusTotals({}, signal),
  });
  const users = useQuery({
    queryKey: applicationStatusKeys.users(status),
    queryFn: ({ signal }) => fetchStatusUsers({ status_id: status }, signal),
  });
  const statusName = (key: ApplicationStatusKey) => t(runtimeKey(`applicationStatus.statuses.${key}`));
  const bars = useMemo(
    () =>
      (totals.data ?? []).map((row) => ({
        name: t(runtimeKey(`applicationStatus.statuses.${row.status}`)),
        value: row.count,
        colour: row.colour,
      })),
    [totals.data, t],
  );
  const columns: TableColumnsType<UserRow> = [
    { key: "student", title: t("applicationStatus.student"), render: (_, row) => personName(row) },
    { key: "program", title: t("applicationStatus.program"), dataIndex: "course_title" },
    { key: "status", title: t("applicationStatus.status"), render: (_, row) => <StatusTag status={row.status} /> },
  ];
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 16 }} data-testid="status-analytics">
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {t("applicationStatus.analyticsTitle")}
      </Typography.Title>
      <Card title={t("applicationStatus.byStatus")}>
        {totals.isPending ? (
          <Skeleton active />
        ) : (
          <div style={{ display: "flex", flexWrap: "wrap", gap: 24 }}>
            <div style={{ flex: "2 1 320px", minWidth: 0 }}>
              <StatusChart bars={bars} label={t("applicationStatus.chartLabel")} />
            </div>
            <Table
              style={{ flex: "1 1 240px" }}
              size="small"
              rowKey="status"
              pagination={false}
              dataSource={totals.data}
              columns={[
                {
                  key: "status",
                  title: t("applicationStatus.status"),
                  render: (_, row) => <StatusTag status={row.status} />,
                },
                { key: "count", title: t("applicationStatus.count"), dataIndex: "count", align: "right" },
              ]}
              data-testid="status-totals"
            />
          </div>
        )}
      </Card>
      <Card title={t("applicationStatus.students")}>
        <Select<ApplicationStatusKey>
          allowClear={clearable}
          style={{ minWidth: 220, marginBottom: 12 }}
          placeholder={t("applicationStatus.anyStatus")}
          aria-label={t("applicationStatus.status")}
          value={status}
          onChange={setStatus}
          options={APPLICATION_STATUSES.map((key) => ({ value: key, label: statusName(key) }))}
        />
        <ScrollRegion label={t("applicationStatus.students")}>
          <Table
            size="small"
            rowKey="id"
            loading={users.isPending}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            dataSource={users.data}
            columns={columns}
            data-testid="status-users"
          />
        </ScrollRegion>
      </Card>
    </div>
  );
}
