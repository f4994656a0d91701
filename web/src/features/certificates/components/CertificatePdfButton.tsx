import { FilePdfOutlined } from "@ant-design/icons";
import type { Certificate } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { fetchCertificatePdf } from "../api/certificates.api";
import { saveBlob } from "./save-blob";

/** Downloads a certificate's PDF (its holder's, or staff's); drawn on the server, in the certificate's language. */
export function CertificatePdfButton({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => fetchCertificatePdf(certificate.id),
    onSuccess: (blob) => saveBlob(blob, `certificate-${certificate.number}.pdf`),
    onError: (error) => toast.error(errorText(error, t)),
    meta: { silent: true },
  });
  return (
    <Button
      size="small"
      icon={<FilePdfOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`${t("certificates.mine.download")} ${certificate.number}`}
      data-testid={`certificate-pdf-${certificate.id}`}
    >
      {t("certificates.mine.download")}
    </Button>
  );
}
