import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../ui/format";
import { Alert } from "../../../ui/lite/Alert";
import { Button } from "../../../ui/lite/Button";
import { useUiLanguage } from "../../language";
import { useFeedQuery, useRenewFeedMutation, useRevokeFeedMutation } from "../hooks/use-schedule";

/**
 * The user's private iCalendar address: made, copied, replaced or revoked. The server keeps only its hash (decision
 * 0133), so the address shows once, right after it is made; later the screen says since when a link works and offers
 * a new one. Drawn with the app's light controls: the section is under the calendar on every visit, and Ant Design's
 * code for three buttons would double the screen's script (decision 0188).
 */
export function CalendarFeedLink() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const feed = useFeedQuery();
  const renew = useRenewFeedMutation();
  const revoke = useRevokeFeedMutation();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const active = shownUrl !== null || (feed.data?.active ?? false);
  const since = feed.data?.created_at ?? null;
  const makeLink = () => renew.mutate(undefined, { onSuccess: (made) => setShownUrl(made.url) });
  const turnOff = () => revoke.mutate(undefined, { onSuccess: () => setShownUrl(null) });
  return (
    <section className="schedule-feed" aria-labelledby="schedule-feed-title">
      <h2 className="schedule-feed__title" id="schedule-feed-title">
        {t("schedule.feedTitle")}
      </h2>
      <p className="schedule-feed__hint">{t("schedule.feedHint")}</p>
      {shownUrl ? (
        <>
          <div className="lite-input-pair schedule-feed__link">
            <input
              className="lite-input"
              readOnly
              value={shownUrl}
              aria-label={t("schedule.feedTitle")}
              data-testid="feed-url"
            />
            <Button onClick={() => void navigator.clipboard?.writeText(shownUrl)}>{t("schedule.copy")}</Button>
          </div>
          <Alert tone="warning">{t("schedule.feedShownOnce")}</Alert>
        </>
      ) : active && since ? (
        <p className="schedule-feed__since" data-testid="feed-active">
          {t("schedule.feedActive", { date: formatDateTime(since, language) })}
        </p>
      ) : null}
      <div className="schedule-feed__actions">
        <Button loading={renew.isPending} onClick={makeLink} data-testid="feed-renew">
          {active ? t("schedule.feedRenew") : t("schedule.feedCreate")}
        </Button>
        {active ? (
          <Button danger loading={revoke.isPending} onClick={turnOff} data-testid="feed-revoke">
            {t("schedule.feedRevoke")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
