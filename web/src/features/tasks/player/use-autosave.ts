import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../api/api-error";

export type SaveState = "idle" | "pending" | "saving" | "saved" | "error";

/**
 * Answers saved as the student goes: each task's latest answer goes to the server `delay` ms after the last change
 * (one request per task at a time, the newest answer winning); `flush` sends what is waiting at once (before a
 * submit). A 409 `time_is_up` stops saving and tells the caller.
 */
export function useAutosave<Answer>({
  save,
  onTimeUp,
  delay = 700,
}: {
  save: (taskId: number, answer: Answer) => Promise<unknown>;
  onTimeUp: () => void;
  delay?: number;
}) {
  const [state, setState] = useState<SaveState>("idle");
  const [error, setError] = useState<unknown>(null);
  const waiting = useRef(new Map<number, Answer>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  const latest = useRef({ save, onTimeUp });
  latest.current = { save, onTimeUp };

  const drain = useCallback(async (): Promise<void> => {
    if (running.current) await running.current;
    if (waiting.current.size === 0 || stopped.current) return;
    const run = (async () => {
      setState("saving");
      try {
        while (waiting.current.size > 0 && !stopped.current) {
          const [taskId, answer] = waiting.current.entries().next().value as [number, Answer];
          waiting.current.delete(taskId);
          await latest.current.save(taskId, answer);
        }
        setError(null);
        setState(waiting.current.size > 0 ? "pending" : "saved");
      } catch (failure) {
        setError(failure);
        setState("error");
        if (isApiError(failure) && failure.code === "time_is_up") {
          stopped.current = true;
          waiting.current.clear();
          latest.current.onTimeUp();
        }
        throw failure;
      }
    })();
    running.current = run;
    try {
      await run;
    } finally {
      running.current = null;
    }
  }, []);

  const schedule = useCallback(
    (taskId: number, answer: Answer) => {
      if (stopped.current) return;
      waiting.current.set(taskId, answer);
      setState("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        drain().catch(() => undefined);
      }, delay);
    },
    [delay, drain],
  );

  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    await drain();
  }, [drain]);

  useUnsentWarning({ waiting, running, timer });

  return { state, error, schedule, flush };
}

/** Leaving with answers not yet sent asks first (the browser's own prompt); an unmount drops the pending timer. */
function useUnsentWarning({
  waiting,
  running,
  timer,
}: {
  waiting: RefObject<Map<number, unknown>>;
  running: RefObject<Promise<void> | null>;
  timer: RefObject<ReturnType<typeof setTimeout> | null>;
}) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (waiting.current.size > 0 || running.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [waiting, running, timer]);
}
