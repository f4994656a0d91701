import { ClockCircleOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** mm:ss (or h:mm:ss) of a number of milliseconds, never below zero. */
export function clockText(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** When the student is warned that the time is nearly up. */
const WARN_AT = 60_000;

/**
 * The time left of a timed list, counted from the server's deadline against the server's clock (`skew`: how far
 * the server's clock is ahead of this device's), so a wrong device clock neither adds nor takes time. It stays on
 * screen while the student scrolls through the questions (a sticky bar under the header, at every width), and at one
 * minute left it says so in words, read out once by screen readers (the ticking clock itself is not announced).
 */
export function Countdown({ deadline, skew, onExpire }: { deadline: string; skew: number; onExpire: () => void }) {
  const { t } = useTranslation();
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => end - (Date.now() + skew));
  useEffect(() => {
    const tick = () => {
      const remaining = end - (Date.now() + skew);
      setLeft(remaining);
      if (remaining <= 0) onExpire();
    };
    tick();
    const handle = setInterval(tick, 1000);
    return () => clearInterval(handle);
  }, [end, skew, onExpire]);
  const late = left <= WARN_AT;
  return (
    <div className={late ? "task-timer-bar task-timer-bar--late" : "task-timer-bar"} data-testid="task-timer-bar">
      <span className="task-countdown" data-testid="task-countdown">
        <ClockCircleOutlined aria-hidden /> {t("tasks.player.timeLeft")} <span role="timer">{clockText(left)}</span>
      </span>
      <span className="task-timer-bar__warning" aria-live="assertive" data-testid="task-timer-warning">
        {late ? t("tasks.player.oneMinute") : ""}
      </span>
    </div>
  );
}
