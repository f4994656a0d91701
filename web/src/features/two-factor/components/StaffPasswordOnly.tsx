import type { SchoolTwoFactorStatus } from "@school/contracts";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { useSchoolTwoFactorQuery, useSetSchoolTwoFactor } from "../hooks/use-two-factor";
import "../texts";

type RequireChange = ReturnType<typeof useSetSchoolTwoFactor>;

/**
 * What the school's rule leaves open (decision 0168): how many of the staff sign in with a password alone, with the
 * one click that requires an authenticator of them; once required, how many will set one up at their next sign-in.
 * The click's refusal is shown by whoever holds `change`, beside their own controls.
 */
export function StaffPasswordOnly({ status, change }: { status: SchoolTwoFactorStatus; change: RequireChange }) {
  const { t } = useTranslation();
  const count = status.staff_without_two_factor;
  if (status.required) {
    if (count === 0) return null;
    return (
      <Alert type="info" showIcon title={t("twoFactor.school.enrolling", { count })} data-testid="staff-enrolling" />
    );
  }
  if (count === 0) {
    return <Alert type="success" showIcon title={t("twoFactor.school.allProtected")} data-testid="staff-protected" />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t("twoFactor.school.passwordOnly", { count })}
      description={
        <>
          <p className="two-factor__why">{t("twoFactor.school.passwordOnlyWhy")}</p>
          <Button
            type="primary"
            loading={change.isPending}
            onClick={() => change.mutate({ required: true })}
            className="two-factor__require"
            data-testid="staff-require-two-factor"
          >
            {t("twoFactor.school.require")}
          </Button>
        </>
      }
      data-testid="staff-password-only"
    />
  );
}

/** A refused "require": the school admin has no authenticator of their own yet (409), or another error. */
export function RequireRefusal({ change }: { change: RequireChange }) {
  const { t } = useTranslation();
  if (isApiError(change.error) && change.error.code === "conflict") {
    return <Alert type="warning" showIcon title={t("twoFactor.school.needOwn")} className="two-factor__refusal" />;
  }
  return <FormError error={change.error} />;
}

/**
 * The school admin's card on the staff home while some staff sign in with a password alone; once required from it,
 * it says so. Absent for everyone else: the count is the school admin's to read.
 */
export function StaffPasswordOnlyCard() {
  const { t } = useTranslation();
  const rule = useSchoolTwoFactorQuery();
  const change = useSetSchoolTwoFactor();
  if (!rule.data) return null;
  if (change.isSuccess) {
    return (
      <Alert
        type="success"
        showIcon
        title={t("twoFactor.school.required")}
        description={
          rule.data.staff_without_two_factor > 0 &&
          t("twoFactor.school.enrolling", { count: rule.data.staff_without_two_factor })
        }
        className="two-factor__home"
        data-testid="staff-two-factor-required"
      />
    );
  }
  if (rule.data.required || rule.data.staff_without_two_factor === 0) return null;
  return (
    <section className="two-factor__home" aria-label={t("twoFactor.school.title")}>
      <StaffPasswordOnly status={rule.data} change={change} />
      <RequireRefusal change={change} />
    </section>
  );
}
