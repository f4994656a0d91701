import { Button, Card, Col, Result, Row, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useCan } from "../../session";
import { TwoFactorSection } from "../../two-factor";
import { useProfileQuery } from "../hooks/use-profile.query";
import { AvatarUpload } from "./AvatarUpload";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { ProfileForm } from "./ProfileForm";

export function PersonalTab() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, refetch } = useProfileQuery();
  const hasTwoFactor = useCan("twoFactor.own");

  if (isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (isError || !profile) {
    return (
      <Result
        status="warning"
        title={t("profile.loadFailed")}
        extra={<Button onClick={() => refetch()}>{t("common.retry")}</Button>}
      />
    );
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t("profile.avatar.title")} style={{ height: "100%" }}>
          <AvatarUpload profile={profile} />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t("profile.personalTitle")} style={{ height: "100%" }}>
          {/* Keyed by id so a different user's data never stays in the form fields. */}
          <ProfileForm key={profile.id} profile={profile} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t("profile.password.title")}>
          <ChangePasswordForm />
        </Card>
      </Col>
      {hasTwoFactor && (
        <Col span={24}>
          <Card title={t("twoFactor.title")}>
            <TwoFactorSection />
          </Card>
        </Col>
      )}
    </Row>
  );
}
