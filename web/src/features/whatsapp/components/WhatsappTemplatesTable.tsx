import { MESSAGE_TEMPLATES, type WhatsappTemplateMapping } from "@school/contracts";
import { Button, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { useSchoolWhatsappActions } from "../hooks/use-school-whatsapp";
import {
  mappedRows,
  rowsOf,
  rowsWithProblems,
  serverRowFields,
  type TemplateRow,
  type TemplateRows,
} from "../template-rows";
import { WhatsappTemplateRow } from "./WhatsappTemplateRow";

/**
 * Which approved WhatsApp template each platform template goes as outside the 24-hour window: its name and language
 * code in WhatsApp Manager and the variables that fill its parameters, in order. A row with both a name and a
 * language is mapped; saving sends every mapped row, so a row emptied is no longer mapped.
 */
export function WhatsappTemplatesTable({ saved }: { saved: readonly WhatsappTemplateMapping[] }) {
  const { t } = useTranslation();
  const { saveTemplates } = useSchoolWhatsappActions();
  const [rows, setRows] = useState<TemplateRows>(() => rowsOf(saved));
  // Problems show once a save was tried, then as the rows change.
  const [tried, setTried] = useState(false);
  // The fields the server refused (`<key>.<field>`), until their row changes.
  const [refused, setRefused] = useState<string[]>([]);
  const change = (key: keyof TemplateRows, row: TemplateRow) => {
    setRows((current) => ({ ...current, [key]: row }));
    setRefused((current) => current.filter((field) => !field.startsWith(`${key}.`)));
  };
  const submit = () => {
    setTried(true);
    if (rowsWithProblems(rows).length > 0) return toast.error(t("whatsapp.templates.errors.check"));
    const sent = mappedRows(rows);
    saveTemplates.mutate(sent, {
      onSuccess: () => {
        setRefused([]);
        toast.success(t("whatsapp.templates.saved"));
      },
      onError: (error) => setRefused(isApiError(error) ? serverRowFields(error.fields, sent) : []),
    });
  };
  return (
    <div className="whatsapp-templates" data-testid="school-whatsapp-templates">
      <Typography.Title level={4} className="school-whatsapp__subtitle" id="whatsapp-templates-title">
        {t("whatsapp.templates.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("whatsapp.templates.hint")}</Typography.Paragraph>
      <FormError error={saveTemplates.error && refused.length === 0 ? saveTemplates.error : null} />
      {/* The column heads stand above the rows on a wide screen; on a phone each row names its fields itself. */}
      <div className="whatsapp-templates__head" aria-hidden="true">
        <span>{t("whatsapp.templates.template")}</span>
        <span>{t("whatsapp.templates.name")}</span>
        <span>{t("whatsapp.templates.language")}</span>
        <span>{t("whatsapp.templates.parameters")}</span>
      </div>
      <ul className="whatsapp-templates__rows" aria-labelledby="whatsapp-templates-title">
        {MESSAGE_TEMPLATES.map((key) => (
          <WhatsappTemplateRow
            key={key}
            templateKey={key}
            row={rows[key]}
            showProblems={tried}
            refused={refused.filter((field) => field.startsWith(`${key}.`)).map((field) => field.split(".")[1] ?? "")}
            onChange={(row) => change(key, row)}
          />
        ))}
      </ul>
      <Button
        type="primary"
        onClick={submit}
        loading={saveTemplates.isPending}
        data-testid="school-whatsapp-templates-save"
      >
        {t("whatsapp.templates.save")}
      </Button>
    </div>
  );
}
