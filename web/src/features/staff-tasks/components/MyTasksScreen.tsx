import { PlusOutlined } from "@ant-design/icons";
import { STAFF_TASK_BOXES, type StaffTaskBox } from "@school/contracts";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { knownValue } from "../../../ui/known-value";
import { PageHeading } from "../../../ui/PageHeading";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { Segmented } from "../../../ui/Segmented";
import { useSearchParams } from "../../../ui/use-search-params";
import { useTasks } from "../hooks/use-staff-tasks";
import { LazyTaskFormModal } from "./LazyTaskParts";
import { TaskList } from "./TaskList";
import "../texts";
import "../staff-tasks.css";

/**
 * `/my-tasks` (issue 37, decision 0149): the caller's tasks, overdue, due today (the school's day), upcoming, and
 * done, each box with its count; the box lives in the address (`?box=`).
 */
export function MyTasksScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const box = knownValue(STAFF_TASK_BOXES, search.get("box")) ?? "today";
  const [creating, setCreating] = useState(false);
  // The counts come with any box's first page; the one on screen is already asked for.
  const counts = useTasks({ box }).data?.pages[0]?.counts;
  const label = (each: StaffTaskBox) =>
    each !== "done" && counts ? `${t(`staffTasks.boxes.${each}`)} · ${counts[each]}` : t(`staffTasks.boxes.${each}`);
  return (
    <>
      <PageHeading
        title={t("routes.myTasks")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="task-new">
            {t("staffTasks.new")}
          </Button>
        }
      />
      <div className="surface staff-tasks-screen" data-testid="my-tasks">
        <ScrollRegion label={t("staffTasks.boxesLabel")}>
          <Segmented<StaffTaskBox>
            aria-label={t("staffTasks.boxesLabel")}
            value={box}
            onChange={(next) => setSearch(next === "today" ? {} : { box: next }, { replace: true })}
            options={STAFF_TASK_BOXES.map((each) => ({
              value: each,
              label: <span data-testid={`tasks-box-${each}`}>{label(each)}</span>,
            }))}
          />
        </ScrollRegion>
        <TaskList box={box} />
      </div>
      <LazyTaskFormModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
