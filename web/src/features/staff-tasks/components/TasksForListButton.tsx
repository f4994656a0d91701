import { STAFF_TASK_BULK_MAX } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { CarryOutIcon } from "../../../ui/lite/icons/CarryOutIcon";
import { LazyTaskFormModal } from "./LazyTaskParts";
import "../texts";
import "../staff-tasks.css";

/** The user list's "Task for each": one task per student the list's filters select (not only the page on screen). */
export function TasksForListButton(props: { filters: Record<string, string | number | undefined>; count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tooMany = props.count > STAFF_TASK_BULK_MAX;
  return (
    <>
      <Button
        icon={<CarryOutIcon />}
        disabled={props.count === 0 || tooMany}
        title={tooMany ? t("staffTasks.tooMany", { max: STAFF_TASK_BULK_MAX }) : undefined}
        onClick={() => setOpen(true)}
        data-testid="users-tasks"
      >
        {t("staffTasks.forList")}
      </Button>
      <LazyTaskFormModal open={open} onClose={() => setOpen(false)} forList={props} />
    </>
  );
}
