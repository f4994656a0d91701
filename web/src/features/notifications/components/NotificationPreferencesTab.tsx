import { NOTIFICATION_DELIVERIES, type NotificationDelivery, type NotificationKind } from "@school/contracts";
import { Alert, Button, Radio, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferencesQuery, useSavePreferences } from "../hooks/use-preferences";
import "../texts";
import "../notifications.css";

/** The settings tab "notifications": per kind, in the app only, e-mail at once, or the daily digest (decision 0063). */
export default function NotificationPreferencesTab() {
  const { t } = useTranslation();
  const { data, isPending } = usePreferencesQuery();
  const save = useSavePreferences();
  const [choices, setChoices] = useState<Partial<Record<NotificationKind, NotificationDelivery>>>({});
  useEffect(() => {
    if (data) setChoices(Object.fromEntries(data.preferences.map((row) => [row.kind, row.delivery])));
  }, [data]);
  if (isPending || !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <form
      data-testid="notification-preferences"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          preferences: data.preferences.map((row) => ({ kind: row.kind, delivery: choices[row.kind] ?? row.delivery })),
        });
      }}
    >
      <p>{t("notifications.preferences.intro")}</p>
      {data.preferences.map((row) => (
        <fieldset key={row.kind} className="notification-preference">
          <legend>{t(`notifications.kinds.${row.kind}`)}</legend>
          <Radio.Group
            value={choices[row.kind] ?? row.delivery}
            onChange={(event) => setChoices((current) => ({ ...current, [row.kind]: event.target.value }))}
            data-testid={`preference-${row.kind}`}
          >
            {NOTIFICATION_DELIVERIES.map((delivery) => (
              <Radio key={delivery} value={delivery} data-testid={`preference-${row.kind}-${delivery}`}>
                {t(`notifications.preferences.${delivery}`)}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
      ))}
      {save.isSuccess && (
        <Alert type="success" showIcon title={t("notifications.preferences.saved")} data-testid="preferences-saved" />
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="preferences-save">
        {t("common.save")}
      </Button>
    </form>
  );
}
