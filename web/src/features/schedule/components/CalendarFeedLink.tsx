import { Button, Input, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedQuery, useRenewFeedMutation, useRevokeFeedMutation } from "../hooks/use-schedule";

/** The user's private iCalendar address: create, copy, replace or revoke it. */
export function CalendarFeedLink() {
  const { t } = useTranslation();
  const feed = useFeedQuery();
  const renew = useRenewFeedMutation();
  const revoke = useRevokeFeedMutation();
  const url = feed.data?.url ?? null;
  return (
    <section className="schedule-feed" aria-labelledby="schedule-feed-title">
      <Typography.Title level={2} className="title-as-h5" id="schedule-feed-title">
        {t("schedule.feedTitle")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("schedule.feedHint")}</Typography.Paragraph>
      {url ? (
        <Space.Compact style={{ width: "100%", maxWidth: 640 }}>
          <Input readOnly value={url} aria-label={t("schedule.feedTitle")} data-testid="feed-url" />
          <Button onClick={() => void navigator.clipboard?.writeText(url)}>{t("schedule.copy")}</Button>
        </Space.Compact>
      ) : null}
      <Space wrap style={{ marginTop: 8 }}>
        <Button loading={renew.isPending} onClick={() => renew.mutate(undefined)} data-testid="feed-renew">
          {url ? t("schedule.feedRenew") : t("schedule.feedCreate")}
        </Button>
        {url ? (
          <Button danger loading={revoke.isPending} onClick={() => revoke.mutate(undefined)} data-testid="feed-revoke">
            {t("schedule.feedRevoke")}
          </Button>
        ) : null}
      </Space>
    </section>
  );
}
