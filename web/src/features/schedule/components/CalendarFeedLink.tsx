import { Alert, Button, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../ui/format";
import { useUiLanguage } from "../../language";
import { useFeedQuery, useRenewFeedMutation, useRevokeFeedMutation } from "../hooks/use-schedule";

/**
 * The user's private iCalendar address: made, copied, replaced or revoked. The server keeps only its hash (decision
 * 0133), so the address shows once, right after it is made; later the screen says since when a link works and offers
 * a new one.
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
      <Typography.Title level={2} className="title-as-h5" id="schedule-feed-title">
        {t("schedule.feedTitle")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("schedule.feedHint")}</Typography.Paragraph>
      {shownUrl ? (
        <>
          <Space.Compact style={{ width: "100%", maxWidth: 640 }}>
            <Input readOnly value={shownUrl} aria-label={t("schedule.feedTitle")} data-testid="feed-url" />
            <Button onClick={() => void navigator.clipboard?.writeText(shownUrl)}>{t("schedule.copy")}</Button>
          </Space.Compact>
          <Alert type="warning" showIcon title={t("schedule.feedShownOnce")} style={{ marginTop: 8, maxWidth: 640 }} />
        </>
      ) : active && since ? (
        <Typography.Paragraph data-testid="feed-active">
          {t("schedule.feedActive", { date: formatDateTime(since, language) })}
        </Typography.Paragraph>
      ) : null}
      <Space wrap style={{ marginTop: 8 }}>
        <Button loading={renew.isPending} onClick={makeLink} data-testid="feed-renew">
          {active ? t("schedule.feedRenew") : t("schedule.feedCreate")}
        </Button>
        {active ? (
          <Button danger loading={revoke.isPending} onClick={turnOff} data-testid="feed-revoke">
            {t("schedule.feedRevoke")}
          </Button>
        ) : null}
      </Space>
    </section>
  );
}
