import { REVIEW_PAGE_SIZE, type ReviewPage, type ReviewRow } from "@school/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button, Empty, List, Pagination, Skeleton, Tag } from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formatTimestamp } from "../../../ui/format";
import { personName } from "../../../ui/person-name";
import { preloadable } from "../../../ui/preloadable";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";

/**
 * The grading drawer (its form, the answer's player, the attempts) loads when a row is first pointed at or opened
 * (decision 0174): a program's page lists answers to grade under the program and opens few of them.
 */
const GradeDrawer = preloadable(() => import("./GradeDrawer").then((module) => module.GradeDrawer));
// A download that fails here is tried again when the drawer opens, which shows the failure.
const loadDrawer = () => {
  GradeDrawer.preload().catch(() => undefined);
};

/**
 * A page of handed-in answers (the new ones to grade, or every one handed in): each row opens the grading drawer;
 * graded rows show their grade.
 */
export function ReviewList({
  results,
  page,
  onPage,
  empty,
  showCourse = false,
}: {
  results: UseQueryResult<ReviewPage>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  showCourse?: boolean;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [open, setOpen] = useState<ReviewRow | null>(null);
  const rows = results.data?.results ?? [];
  const count = results.data?.count ?? 0;
  return (
    <>
      <FormError error={results.error} />
      {results.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <List
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              key={row.id}
              data-testid={`review-row-${row.id}`}
              actions={[
                <Button
                  key="open"
                  size="small"
                  onClick={() => setOpen(row)}
                  onPointerEnter={loadDrawer}
                  onFocus={loadDrawer}
                  data-testid={`review-open-${row.id}`}
                >
                  {t("tasks.grading.open")}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${personName(row.student)} — ${row.task_title}`}
                description={
                  <span>
                    {row.task_type ? <Tag bordered={false}>{t(runtimeKey(`tasks.types.${row.task_type}`))}</Tag> : null}
                    {row.status === "graded" && row.grade !== null ? (
                      <Tag color="success" bordered={false} data-testid={`review-grade-${row.id}`}>
                        {t("tasks.player.grade", { grade: row.grade })}
                      </Tag>
                    ) : row.status === "submitted" ? (
                      <Tag color="warning" bordered={false}>
                        {t("tasks.player.waitingTeacher")}
                      </Tag>
                    ) : null}
                    {[showCourse ? row.course_title : null, row.lesson_name, row.ex_list_title]
                      .filter(Boolean)
                      .join(" · ")}{" "}
                    · {formatTimestamp(row.updated_at, language)}
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
      {count > REVIEW_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={REVIEW_PAGE_SIZE}
          total={count}
          onChange={onPage}
          showSizeChanger={false}
          size="small"
        />
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <GradeDrawer row={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
