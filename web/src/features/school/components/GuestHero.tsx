import { Button, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useGuestSchoolQuery } from "../hooks/use-guest-school.query";

/** The public welcome block: the school's name and description from guest-info-school. */
export function GuestHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError } = useGuestSchoolQuery();

  return (
    <section className="guest-hero" data-testid="guest-hero">
      {isPending ? (
        <Skeleton active title={{ width: "40%" }} paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Typography.Text className="guest-hero__eyebrow">{t("guest.eyebrow")}</Typography.Text>
          <Typography.Title level={1} style={{ marginTop: 8 }} data-testid="guest-school-name">
            {isError || !data ? t("app.name") : data.name}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 16, maxWidth: 640, opacity: 0.92 }}>
            {data?.description || t("guest.defaultDescription")}
          </Typography.Paragraph>
        </>
      )}
      <Space wrap style={{ marginTop: 8 }}>
        <Button size="large" onClick={() => navigate("/user-registrate")} data-testid="guest-hero-signup">
          {t("guest.signUpCta")}
        </Button>
        <Button size="large" ghost onClick={() => navigate("/login")} data-testid="guest-hero-login">
          {t("auth.login.submit")}
        </Button>
      </Space>
    </section>
  );
}
