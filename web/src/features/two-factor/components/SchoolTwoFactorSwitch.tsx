import { Skeleton, Switch, Typography } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { useSchoolTwoFactorQuery, useSetSchoolTwoFactor } from "../hooks/use-two-factor";
import { RequireRefusal, StaffPasswordOnly } from "./StaffPasswordOnly";
import "../texts";

/**
 * The school admin's switch: every staff member signs in with an authenticator (decision 0127); and how many of them
 * sign in with a password alone, with a one-click "require" (decision 0168).
 */
export function SchoolTwoFactorSwitch() {
  const { t } = useTranslation();
  const rule = useSchoolTwoFactorQuery();
  const change = useSetSchoolTwoFactor();
  const labelId = useId();
  if (rule.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!rule.data) return <FormError error={rule.error} />;
  return (
    <div data-testid="school-two-factor">
      <Typography.Paragraph>
        <Switch
          checked={rule.data.required}
          loading={change.isPending}
          aria-labelledby={labelId}
          onChange={(required) => change.mutate({ required })}
          data-testid="school-two-factor-switch"
        />{" "}
        <span id={labelId}>{t("twoFactor.school.switch")}</span>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t("twoFactor.school.hint")}</Typography.Paragraph>
      <StaffPasswordOnly status={rule.data} change={change} />
      <RequireRefusal change={change} />
    </div>
  );
}
