import type { ReviewRow } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Input, List, Pagination, Segmented, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { fetchNewResults } from "../api/grading.api";
import { GradeDrawer } from "./GradeDrawer";
import { TrackerTable } from "./TrackerTable";
import "../tasks.css";
import "../texts";

const PAGE_SIZE = 20;

/** The program page's "Answers to grade": new handed-in answers (search, pages), each opened for grading. */
function NewResults({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReviewRow | null>(null);
  const results = useQuery({
    queryKey: ["tasks", "review", courseId, q, page],
    queryFn: ({ signal }) => fetchNewResults(courseId, { q: q || undefined, page }, signal),
  });
  const rows = results.data?.results ?? [];
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t("tasks.grading.search")}
        aria-label={t("tasks.grading.search")}
        onSearch={(value) => {
          setQ(value.trim());
          setPage(1);
        }}
        className="task-hint"
        data-testid="review-search"
      />
      <FormError error={results.error} />
      {results.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("tasks.grading.none")} />
      ) : (
        <List
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              key={row.id}
              data-testid={`review-row-${row.id}`}
              actions={[
                <Button key="open" size="small" onClick={() => setOpen(row)} data-testid={`review-open-${row.id}`}>
                  {t("tasks.grading.open")}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${personName(row.student)} — ${row.task_title}`}
                description={
                  <span>
                    {row.task_type ? <Tag bordered={false}>{t(runtimeKey(`tasks.types.${row.task_type}`))}</Tag> : null}
                    {[row.lesson_name, row.ex_list_title].filter(Boolean).join(" · ")} ·{" "}
                    {new Date(row.updated_at).toLocaleString(i18n.language)}
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
      {(results.data?.count ?? 0) > PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={results.data?.count ?? 0}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      ) : null}
      {open ? <GradeDrawer row={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** The teacher's side of a program's learning on its page: answers to grade, and the students' results. */
export function GradingCard({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"review" | "tracker">("review");
  return (
    <Card
      className="course-info__section"
      data-testid="grading-card"
      title={<h2 className="task-list-title">{t("tasks.grading.title")}</h2>}
      extra={
        <Segmented
          size="small"
          value={tab}
          onChange={(value) => setTab(value as "review" | "tracker")}
          options={[
            { value: "review", label: <span data-testid="grading-tab-review">{t("tasks.grading.toGrade")}</span> },
            { value: "tracker", label: <span data-testid="grading-tab-tracker">{t("tasks.grading.tracker")}</span> },
          ]}
        />
      }
    >
      {tab === "review" ? <NewResults courseId={courseId} /> : <TrackerTable courseId={courseId} />}
    </Card>
  );
}
