import type { TaskType } from "@school/contracts";
import { TASK_PLAYERS } from "./registry";
import type { PlayerProps } from "./task-ui";
import "./tasks.css";
import "./texts";

/** A task as the student answers it (or, read-only with the key's answer, as staff see it). */
export function TaskPlayer<Type extends TaskType>({ type, ...props }: PlayerProps<Type> & { type: Type }) {
  const { Player } = TASK_PLAYERS[type] as unknown as (typeof TASK_PLAYERS)["test"];
  return (
    <div className="task-player" data-testid={`task-player-${type}`}>
      <Player {...(props as unknown as PlayerProps<"test">)} />
    </div>
  );
}
