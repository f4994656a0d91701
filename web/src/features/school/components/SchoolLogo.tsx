import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { useSchoolLogoQuery } from "../hooks/use-school-logo.query";

function BrandMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2451d6" />
      <path d="M16 7 4 13l12 6 9-4.5V21h2v-7.5L16 7Zm-7 9.2V21c0 2 3.1 4 7 4s7-2 7-4v-4.8l-7 3.5-7-3.5Z" fill="#fff" />
    </svg>
  );
}

/**
 * The school's own logo when it has one, at every width (its name the picture's text), else the platform mark with
 * the school name. `short` (below the mobile breakpoint) makes the logo smaller, or keeps only the mark. Until the
 * school has answered, an empty space of the logo's size: the platform's mark and name never flash on a school's
 * storefront before its own logo.
 */
export function SchoolLogo({ to, short = false }: { to: string; short?: boolean }) {
  const { t } = useTranslation();
  const { data, isPending } = useSchoolLogoQuery();
  const name = data?.name || t("app.name");

  return (
    <Link to={to} className="app-logo" aria-label={name} data-testid={short ? "logo-short" : "logo-full"}>
      {data?.logo ? (
        <img
          src={data.logo}
          alt={name}
          className={short ? "app-logo__image app-logo__image--short" : "app-logo__image"}
        />
      ) : isPending ? (
        <span className={short ? "app-logo__pending app-logo__pending--short" : "app-logo__pending"} />
      ) : (
        <>
          <BrandMark />
          {!short && <span className="app-logo__name">{name}</span>}
        </>
      )}
    </Link>
  );
}
