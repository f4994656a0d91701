import { PictureOutlined, UploadOutlined } from "@ant-design/icons";
import { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from "@school/contracts";
import { Button, Space, Typography } from "antd";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";

export const POSTER_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** The spec's limit: a file must be under 20 MB. */
export function posterProblem(file: File): "tooLarge" | "wrongType" | null {
  if (file.size >= UPLOAD_LIMIT_BYTES) return "tooLarge";
  if (!POSTER_TYPES.includes(file.type)) return "wrongType";
  return null;
}

/**
 * The poster picker as a form control: the value is the picked file; the saved poster shows until another is
 * picked. Too large or wrong-type files are refused here, before any upload.
 */
export function PosterField({
  value,
  onChange,
  savedUrl,
}: {
  value?: File | null;
  onChange?: (file: File | null) => void;
  savedUrl: string | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shown = previewUrl ?? savedUrl;

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = posterProblem(file);
    if (problem === "tooLarge") toast.error(t("errors.fileTooLarge"));
    else if (problem === "wrongType") toast.error(t("courseForm.poster.wrongType"));
    else onChange?.(file);
  };

  return (
    <div data-testid="course-poster">
      <div className="poster-field__preview">
        {shown ? <img src={shown} alt="" data-testid="course-poster-preview" /> : <PictureOutlined />}
      </div>
      <input
        ref={input}
        type="file"
        accept={POSTER_TYPES.join(",")}
        // Ant Design's form styles show file inputs as blocks; this one is opened by the button instead.
        style={{ display: "none" }}
        onChange={(event) => pick(event.target.files?.[0])}
        data-testid="course-poster-input"
      />
      <Space wrap>
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="course-poster-select">
          {shown ? t("courseForm.poster.replace") : t("courseForm.poster.choose")}
        </Button>
        {value && (
          <Button onClick={() => onChange?.(null)} data-testid="course-poster-clear">
            {t("common.cancel")}
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
        {value ? `${value.name} · ` : ""}
        {t("courseForm.poster.hint", { mb: UPLOAD_LIMIT_MB })}
      </Typography.Paragraph>
    </div>
  );
}
