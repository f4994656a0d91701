import { type ComponentProps, useState } from "react";
import { AntdScope } from "../../../antd-scope/AntdScope";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { preloadable } from "../../../ui/preloadable";
import type { TaskDetails as Details } from "./TaskDetails";
import type { TaskFormModal as FormModal } from "./TaskFormModal";

// The form and a task's details (date and time pickers, the form engine) come when first opened (decision 0174),
// with Ant Design's scope: the list around them is drawn without it.
const TaskFormModal = preloadable(() => import("./TaskFormModal").then((module) => module.TaskFormModal));
const TaskDetails = preloadable(() => import("./TaskDetails").then((module) => module.TaskDetails));

/**
 * The new task's dialog, fetched the first time it opens and kept mounted after (its closing animation, its
 * form's state): the click sets `open` at once, the dialog shows when its code arrives, so no Enter is lost.
 */
export function LazyTaskFormModal(props: ComponentProps<typeof FormModal>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <AntdScope>
      <TaskFormModal {...props} />
    </AntdScope>
  );
}

/** A task's details under its row, once it is opened. */
export function LazyTaskDetails(props: ComponentProps<typeof Details>) {
  const loading = (
    <div aria-busy="true">
      <Skeleton rows={2} />
    </div>
  );
  // The scope's boundary holds both waits, for Ant Design and for the details' code, under one placeholder.
  return (
    <AntdScope fallback={loading}>
      <TaskDetails {...props} />
    </AntdScope>
  );
}
