import { useQuery } from "@tanstack/react-query";
import { Card, Input, Skeleton } from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { preloadable } from "../../../ui/preloadable";
import { Segmented } from "../../../ui/Segmented";
import { fetchNewResults } from "../api/grading.api";
import { ReviewList } from "./ReviewList";
import "../tasks.css";
import "../texts";
import { useClearable } from "../../../ui/use-clearable";
import { taskKeys } from "../tasks.keys";

/**
 * The card opens on the answers to grade; every answer handed in (with its date pickers) and the results' table load
 * when their section is first chosen (decision 0174).
 */
const HandedInAnswers = preloadable(() => import("./HandedInAnswers").then((module) => module.HandedInAnswers));
const TrackerTable = preloadable(() => import("./TrackerTable").then((module) => module.TrackerTable));

/** The program page's "Answers to grade": new handed-in answers (search, pages), each opened for grading. */
function NewResults({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const results = useQuery({
    queryKey: taskKeys.reviewOfProgram(courseId, q, page),
    queryFn: ({ signal }) => fetchNewResults(courseId, { q: q || undefined, page }, signal),
  });
  return (
    <>
      <Input.Search
        allowClear={clearable}
        placeholder={t("tasks.grading.search")}
        aria-label={t("tasks.grading.search")}
        onSearch={(value) => {
          setQ(value.trim());
          setPage(1);
        }}
        className="task-hint"
        data-testid="review-search"
      />
      <ReviewList results={results} page={page} onPage={setPage} empty={t("tasks.grading.none")} />
    </>
  );
}

type Tab = "review" | "handed" | "tracker";

/**
 * The teacher's side of a program's learning on its page: answers to grade, every answer handed in, results. A
 * segmented switch rather than tabs: at a phone's width tabs fold into a menu inside the tab list, which screen
 * readers cannot read as a list of tabs.
 */
export function GradingCard({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("review");
  return (
    <Card
      className="course-info__section"
      data-testid="grading-card"
      title={<h2 className="task-list-title">{t("tasks.grading.title")}</h2>}
      extra={
        <Link to={`/grading?course=${courseId}`} data-testid="grading-queue-link">
          {t("tasks.queue.open")}
        </Link>
      }
    >
      <Segmented
        aria-label={t("tasks.grading.sections")}
        block
        className="task-hint"
        value={tab}
        onChange={(value) => setTab(value as Tab)}
        options={[
          { value: "review", label: <span data-testid="grading-tab-review">{t("tasks.grading.toGrade")}</span> },
          { value: "handed", label: <span data-testid="grading-tab-handed">{t("tasks.grading.handedIn")}</span> },
          { value: "tracker", label: <span data-testid="grading-tab-tracker">{t("tasks.grading.tracker")}</span> },
        ]}
      />
      {tab === "review" ? (
        <NewResults courseId={courseId} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          {tab === "handed" ? <HandedInAnswers courseId={courseId} /> : <TrackerTable courseId={courseId} />}
        </Suspense>
      )}
    </Card>
  );
}
