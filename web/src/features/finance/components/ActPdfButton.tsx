import { FilePdfOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { missingRequisitesText } from "../../requisites";
import { downloadActPdf } from "../finance.api";
import { saveBlob, useMoneyFormat } from "../money";

/**
 * Downloads an act as a PDF in the interface language (the server draws it, decision 0054); refused while the school's
 * requisites an act prints are empty, it names them (decision 0158).
 */
export function ActPdfButton({ act }: { act: { id: number; number: string } }) {
  const { t } = useTranslation();
  const { language } = useMoneyFormat();
  const download = useMutation({
    mutationFn: () => downloadActPdf(act.id, language),
    onSuccess: (blob) => saveBlob(blob, `act-${act.number.replace(/[^\p{L}\p{N}_-]+/gu, "-")}.pdf`),
    onError: (error) => toast.error(missingRequisitesText(error, t) ?? errorText(error, t)),
    meta: { silent: true },
  });
  return (
    <Button
      size="small"
      icon={<FilePdfOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={t("finance.acts.downloadPdf", { number: act.number })}
      data-testid={`act-pdf-${act.id}`}
    >
      {t("finance.acts.pdf")}
    </Button>
  );
}
