import { Alert, Spin } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/error-text";
import { useBoardScene } from "./board.api";
import "./board.css";

/** Excalidraw and its styles are a large download: fetched only when a board opens, never with the first screen. */
const BoardCanvas = lazy(() => import("./BoardCanvas"));

export type TaskBoardProps = { exerciseId: number; studentId: number };

/**
 * The interactive board of a task for one student (decision 0023): the student and the program's teachers draw on
 * it together and see each other's strokes as they are saved. Self-contained: a lesson view or a modal can open it.
 */
export function TaskBoard({ exerciseId, studentId }: TaskBoardProps) {
  const { t } = useTranslation();
  const scene = useBoardScene(exerciseId, studentId);
  const loading = (
    <div className="task-board task-board--loading" data-testid="task-board-loading">
      <Spin tip={t("board.loading")}>
        <div className="task-board__spin-room" />
      </Spin>
    </div>
  );
  if (scene.isError) {
    return <Alert type="error" showIcon title={t("board.loadFailed")} description={errorText(scene.error, t)} />;
  }
  if (!scene.data) return loading;
  return (
    <Suspense fallback={loading}>
      <BoardCanvas key={`${exerciseId}:${studentId}`} scene={scene.data} />
    </Suspense>
  );
}
