import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { getInFlightCount, subscribeInFlight } from "../api/in-flight.store";

/** The server's render calls nothing in the browser; a hydration starts from the same idle bar. */
const noneInFlight = () => 0;

/** A thin bar along the top edge while any API call is in flight; CSS delays it so quick calls do not flicker. */
export function GlobalLoader() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribeInFlight, getInFlightCount, noneInFlight) > 0;
  return (
    <div
      className={active ? "global-loader global-loader--active" : "global-loader"}
      role="progressbar"
      aria-label={t("common.loading")}
      aria-hidden={!active}
      data-testid="global-loader"
      data-active={active}
    />
  );
}
