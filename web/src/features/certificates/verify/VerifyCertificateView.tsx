import type { CertificateVerification } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { formatDate, formatNumber } from "../../../ui/format";
import { CheckIcon } from "../../../ui/lite/icons/CheckIcon";
import { WarningCircleIcon } from "../../../ui/lite/icons/WarningCircleIcon";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { useUiLanguage } from "../../language";
import { useVerificationQuery } from "./verification.query";
import "./verify.css";

/**
 * `/verify/:code`, the page a certificate's QR code opens on the school's domain (decision 0163): anyone, signed in
 * or not, reads what the certificate says and whether it holds; a revoked one says so, with the date and the reason.
 * An unknown code shows a plain "not found", which says nothing of other certificates.
 */
export function VerifyCertificateView({ code }: { code: string }) {
  const { t } = useTranslation();
  const verification = useVerificationQuery(code);
  if (verification.isPending) {
    return (
      <div className="surface verify" data-testid="verify-loading">
        <Skeleton rows={6} />
      </div>
    );
  }
  if (!verification.data) {
    const tooMany = isApiError(verification.error) && verification.error.status === 429;
    const notFound = verification.data === null;
    return (
      <section className="surface lite-result verify" data-testid="verify-not-found" aria-labelledby="verify-title">
        <WarningCircleIcon className="lite-result__icon" />
        <h1 id="verify-title" className="lite-result__title">
          {notFound
            ? t("verifyCertificate.notFound")
            : tooMany
              ? t("verifyCertificate.tooMany")
              : t("verifyCertificate.failed")}
        </h1>
        <p>{notFound ? t("verifyCertificate.notFoundText") : tooMany ? t("verifyCertificate.tooManyText") : null}</p>
      </section>
    );
  }
  return <VerifiedCertificate certificate={verification.data} />;
}

function VerifiedCertificate({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const revoked = certificate.state === "revoked";
  const facts: [string, string][] = [
    [t("verifyCertificate.holder"), certificate.holder],
    [t("verifyCertificate.program"), certificate.program],
    ...(certificate.hours > 0
      ? [[t("verifyCertificate.hours"), formatNumber(certificate.hours, language)] as [string, string]]
      : []),
    [t("verifyCertificate.issuedAt"), formatDate(certificate.issued_at, language)],
    [t("verifyCertificate.number"), certificate.number],
    [t("verifyCertificate.issuer"), certificate.issuer],
  ];
  return (
    <article className="surface verify" data-testid="verify-certificate" aria-labelledby="verify-title">
      <h1 id="verify-title" className="verify__title">
        {t("verifyCertificate.title")}
      </h1>
      <p className="verify__lead">{t("verifyCertificate.lead")}</p>
      <div
        className={`verify__state verify__state--${certificate.state}`}
        role="status"
        data-testid="verify-state"
        data-state={certificate.state}
      >
        {revoked ? <WarningCircleIcon /> : <CheckIcon />}
        <div>
          <strong>{revoked ? t("verifyCertificate.revoked") : t("verifyCertificate.valid")}</strong>
          <p>
            {revoked
              ? t("verifyCertificate.revokedText", { date: formatDate(certificate.revoked_at ?? "", language) })
              : t("verifyCertificate.validText", { issuer: certificate.issuer })}
          </p>
          {revoked && certificate.revoke_reason ? (
            <p data-testid="verify-reason">
              {t("verifyCertificate.reason")}: {certificate.revoke_reason}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="verify__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="verify__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
