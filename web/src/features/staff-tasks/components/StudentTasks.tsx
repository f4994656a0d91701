import { PlusOutlined } from "@ant-design/icons";
import { STAFF_TASK_BOXES, type StaffTaskBox } from "@school/contracts";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { Segmented } from "../../../ui/Segmented";
import { LazyTaskFormModal } from "./LazyTaskParts";
import { TaskList } from "./TaskList";
import "../texts";
import "../staff-tasks.css";

/** The student page's "Tasks" tab: every task about the student, whoever holds it, and a new one about them. */
export function StudentTasks({ student }: { student: { id: number; name: string } }) {
  const { t } = useTranslation();
  const [box, setBox] = useState<StaffTaskBox>("upcoming");
  const [creating, setCreating] = useState(false);
  return (
    <div className="staff-tasks-screen" data-testid="student-tasks">
      <div className="staff-tasks-screen__bar">
        <ScrollRegion label={t("staffTasks.boxesLabel")}>
          <Segmented<StaffTaskBox>
            aria-label={t("staffTasks.boxesLabel")}
            value={box}
            onChange={setBox}
            options={STAFF_TASK_BOXES.map((each) => ({ value: each, label: t(`staffTasks.boxes.${each}`) }))}
          />
        </ScrollRegion>
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="task-new">
          {t("staffTasks.new")}
        </Button>
      </div>
      <TaskList box={box} student={student.id} showAssignee />
      <LazyTaskFormModal open={creating} onClose={() => setCreating(false)} student={student} />
    </div>
  );
}
