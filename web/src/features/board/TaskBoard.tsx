import { type BoardScene, nameInLanguage } from "@school/contracts";
import { Alert, Spin } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/error-text";
import { useUiLanguage } from "../language";
import { useBoardScene } from "./board.api";
import "./board.css";

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

/**
 * Excalidraw ships its fonts beside its code; the build copies them to /excalidraw/fonts/ (vite.config.ts), so no
 * CDN is needed and the CSP's font-src stays 'self'. Excalidraw reads the path once, when its module is evaluated:
 * set here, before the import starts (an assignment in BoardCanvas itself ran after its hoisted imports, too late,
 * and every font went to esm.sh, blocked by the CSP).
 */
const EXCALIDRAW_ASSET_PATH = "/excalidraw/";

/** Excalidraw and its styles are a large download: fetched only when a board opens, never with the first screen. */
const BoardCanvas = lazy(() => {
  window.EXCALIDRAW_ASSET_PATH = EXCALIDRAW_ASSET_PATH;
  return import("./BoardCanvas");
});

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
    <div className="task-board-frame">
      <BoardSubject scene={scene.data} />
      <Suspense fallback={loading}>
        <BoardCanvas key={`${exerciseId}:${studentId}`} scene={scene.data} />
      </Suspense>
    </div>
  );
}

/** Whose board this is and for which task, beside the drawing: a teacher moving between boards sees where they are. */
function BoardSubject({ scene }: { scene: BoardScene }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const student = `${scene.student.first_name} ${scene.student.last_name}`.trim();
  const lesson = nameInLanguage(language, scene.task.lesson);
  return (
    <dl className="task-board-subject" data-testid="task-board-subject">
      <div>
        <dt>{t("board.subject.task")}</dt>
        <dd data-testid="task-board-task">{scene.task.title || "—"}</dd>
      </div>
      <div>
        <dt>{t("board.subject.lesson")}</dt>
        <dd>{lesson}</dd>
      </div>
      <div>
        <dt>{t("board.subject.student")}</dt>
        <dd data-testid="task-board-student">{student}</dd>
      </div>
    </dl>
  );
}
