import { SafetyCertificateOutlined } from "@ant-design/icons";
import type { Certificate } from "@school/contracts";
import { Empty, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/format";
import { LoadFailed } from "../../../ui/LoadFailed";
import { useUiLanguage } from "../../language";
import { useCertificatesQuery } from "../hooks/use-certificates";
import { CertificatePdfButton } from "./CertificatePdfButton";
import "../texts";
import "../certificates.css";

/**
 * A student's certificates of completion (decision 0163): their own in My files, or a student's on staff's page of
 * them; each with its number, program, date and state, its PDF and its public verification page.
 */
export function CertificateList({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const certificates = useCertificatesQuery(userId);
  return (
    <section className="surface certificates" aria-labelledby="certificates-title" data-testid="certificates">
      <Typography.Title level={3} id="certificates-title" className="certificates__title">
        {t("certificates.mine.title")}
      </Typography.Title>
      {certificates.isPending ? (
        <Skeleton active />
      ) : certificates.isError ? (
        <LoadFailed error={certificates.error} onRetry={() => void certificates.refetch()} />
      ) : certificates.data.results.length === 0 ? (
        <Empty description={t("certificates.mine.empty")} data-testid="certificates-empty" />
      ) : (
        <ul className="certificates__list">
          {certificates.data.results.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const revoked = certificate.state === "revoked";
  return (
    <li className="certificates__item" data-testid={`certificate-${certificate.id}`}>
      <SafetyCertificateOutlined aria-hidden className="certificates__icon" />
      <div className="certificates__body">
        <strong>{certificate.program}</strong>
        <span>
          {certificate.number} · {formatDate(certificate.issued_at, language)}
          {certificate.hours > 0 ? ` · ${t("certificates.mine.hours", { count: certificate.hours })}` : ""}
        </span>
        {revoked ? (
          <span className="certificates__revoked">
            {t("certificates.revoke.revokedOn", {
              date: formatDate(certificate.revoked_at ?? "", language),
              reason: certificate.revoke_reason ?? "",
            })}
          </span>
        ) : null}
      </div>
      <div className="certificates__actions">
        <Tag
          className={`certificates__state certificates__state--${certificate.state}`}
          data-testid={`certificate-state-${certificate.id}`}
        >
          {t(revoked ? "certificates.state.revoked" : "certificates.state.valid")}
        </Tag>
        <CertificatePdfButton certificate={certificate} />
        <Typography.Link href={certificate.verify_url} target="_blank" rel="noopener">
          {t("certificates.mine.verify")}
        </Typography.Link>
      </div>
    </li>
  );
}
