import { STAFF_TASK_BOXES, type StaffTaskBox } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { knownValue } from "../../../ui/known-value";
import { Button } from "../../../ui/lite/Button";
import { PlusIcon } from "../../../ui/lite/icons/PlusIcon";
import { Segmented } from "../../../ui/lite/Segmented";
import { PageHeading } from "../../../ui/PageHeading";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useSearchParams } from "../../../ui/use-search-params";
import { useTasks } from "../hooks/use-staff-tasks";
import { LazyTaskFormModal } from "./LazyTaskParts";
import { TaskList } from "./TaskList";
import "../texts";
import "../staff-tasks.css";

/**
 * `/my-tasks` (issue 37, decision 0149): the caller's tasks, overdue, due today (the school's day), upcoming, and
 * done, each box with its count; the box lives in the address (`?box=`). Drawn with the app's light controls, a
 * manager's phone paints it before Ant Design, which only the new task's dialog and a task's details need, has come.
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
          <Button look="primary" icon={<PlusIcon />} onClick={() => setCreating(true)} data-testid="task-new">
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
            options={STAFF_TASK_BOXES.map((each) => ({ value: each, label: label(each), testId: `tasks-box-${each}` }))}
          />
        </ScrollRegion>
        <TaskList box={box} />
      </div>
      <LazyTaskFormModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
