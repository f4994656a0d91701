import { DownOutlined, FileTextOutlined } from "@ant-design/icons";
import { type MessageAttachment as Attachment, STUDENT_DOCUMENT_TYPES } from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatNumber } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { studentRecordKeys } from "../../student-record";
import { saveAsDocument } from "../api/conversations.api";
import "../../student-record/texts";

/**
 * A file in a message, the student's or the school's (a document sent, decision 0162): a picture shown small (opened
 * whole in a new tab), a PDF as a link with its size; for the staff, "Save to documents" files one the student sent
 * in the student's documents under the type chosen, in one step.
 */
export function MessageAttachment({
  attachment,
  save,
}: {
  attachment: Attachment;
  /** The message's student and id, where staff may save the file; absent for the student's own view. */
  save?: { studentId: number; messageId: number };
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const isImage = attachment.mime.startsWith("image/");
  const sizeKb = formatNumber(Math.max(1, Math.round(attachment.size / 1024)), language);
  return (
    <div className="message__attachment" data-testid="message-attachment">
      <a href={attachment.url} target="_blank" rel="noreferrer" className="message__file">
        {isImage ? (
          <img src={attachment.url} alt={attachment.name} className="message__image" loading="lazy" />
        ) : (
          <>
            <FileTextOutlined aria-hidden /> {attachment.name}
          </>
        )}
      </a>
      <span className="message__file-size">{t("conversations.fileSize", { size: sizeKb })}</span>
      {save && <SaveAsDocument {...save} />}
    </div>
  );
}

function SaveAsDocument({ studentId, messageId }: { studentId: number; messageId: number }) {
  const { t } = useTranslation();
  const schoolId = useSession().claims?.school_id ?? 0;
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (docType: (typeof STUDENT_DOCUMENT_TYPES)[number]) => saveAsDocument({ studentId, messageId, docType }),
    onSuccess: () => {
      toast.success(t("conversations.savedAsDocument"));
      void queryClient.invalidateQueries({ queryKey: studentRecordKeys.student(schoolId, studentId) });
    },
    onError: (error) => toast.error(errorText(error, t)),
  });
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: STUDENT_DOCUMENT_TYPES.map((type) => ({
          key: type,
          label: t(runtimeKey(`record.documentTypes.${type}`)),
        })),
        onClick: ({ key }) => save.mutate(key as (typeof STUDENT_DOCUMENT_TYPES)[number]),
      }}
    >
      <Button size="small" loading={save.isPending} data-testid="save-as-document">
        {t("conversations.saveAsDocument")} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
