import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { useGuestSchoolQuery } from "../hooks/use-guest-school.query";

/**
 * The public welcome block: the school's tagline, name and description from guest-info-school, in the interface
 * language (a generic line above the name when the school has no tagline); `actions` joins the sign-up buttons.
 * `withLogo`: the school's logo beside its name, on its home page (decision 0170), where the name is the heading.
 */
export function GuestHero({ actions, withLogo = false }: { actions?: React.ReactNode; withLogo?: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useGuestSchoolQuery();

  return (
    <section className="guest-hero" data-testid="guest-hero">
      {/* As tall loading as loaded, so the catalogue below does not jump when the school's texts arrive. */}
      <div className="guest-hero__intro">
        {isPending ? (
          <div className="guest-hero__skeleton" aria-hidden="true">
            <span style={{ width: "40%" }} />
            <span />
            <span style={{ width: "61%" }} />
          </div>
        ) : (
          <>
            {withLogo && data?.logo && (
              <img
                className="guest-hero__logo"
                src={data.logo}
                alt=""
                width={72}
                height={72}
                data-testid="guest-hero-logo"
              />
            )}
            <span className="guest-hero__eyebrow">{data?.tagline || t("guest.eyebrow")}</span>
            <h1 className="guest-hero__title" data-testid="guest-school-name">
              {isError || !data ? t("app.name") : data.name}
            </h1>
            <p className="guest-hero__text">{data?.description || t("guest.defaultDescription")}</p>
          </>
        )}
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginTop: 8 }}>
        <Button size="large" to="/user-registrate" data-testid="guest-hero-signup">
          {t("guest.signUpCta")}
        </Button>
        <Button size="large" ghost to="/login" data-testid="guest-hero-login">
          {t("header.login")}
        </Button>
        {actions}
      </div>
    </section>
  );
}
