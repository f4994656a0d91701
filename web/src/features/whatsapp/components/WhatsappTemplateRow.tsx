import { MAILING_VARIABLES, type MessageTemplateKey } from "@school/contracts";
import { Input, Select, Tag } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isMapped, type MailingVariable, type RowField, rowProblems, type TemplateRow } from "../template-rows";

/**
 * One platform template's approved WhatsApp template: name, language code, parameters in order. Each field is named
 * with its template (the column heads are for the eye only); a problem is said under its field and tied to it.
 */
export function WhatsappTemplateRow({
  templateKey,
  row,
  showProblems,
  refused,
  onChange,
}: {
  templateKey: MessageTemplateKey;
  row: TemplateRow;
  /** Whether the row's own problems show (once a save was tried). */
  showProblems: boolean;
  /** The fields the server refused. */
  refused: readonly string[];
  onChange: (row: TemplateRow) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const template = t(`mailings.templates.${templateKey}`);
  const mapped = isMapped(row);
  const own = showProblems ? rowProblems(row) : {};
  const problemOf = (field: RowField): string | null => {
    if (own[field] === "incomplete") return t("whatsapp.templates.errors.incomplete");
    if (own[field] === "format" || refused.includes(field)) return t(`whatsapp.templates.errors.${field}`);
    return null;
  };
  const named = (field: string) => t("whatsapp.templates.fieldOf", { field, template });
  const textField = (field: RowField, label: string, placeholder: string) => {
    const problem = problemOf(field);
    return (
      <div className="whatsapp-template__field">
        <label htmlFor={`${id}-${field}`} className="whatsapp-template__label">
          {label}
          <span className="visually-hidden">: {template}</span>
        </label>
        <Input
          id={`${id}-${field}`}
          value={row[field]}
          onChange={(event) => onChange({ ...row, [field]: event.target.value })}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          status={problem ? "error" : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${field}-problem` : undefined}
          data-testid={`whatsapp-template-${field}-${templateKey}`}
        />
        {problem && (
          <div id={`${id}-${field}-problem`} className="whatsapp-template__problem">
            {problem}
          </div>
        )}
      </div>
    );
  };
  return (
    <li className="whatsapp-template" data-testid={`whatsapp-template-${templateKey}`} data-mapped={mapped}>
      <div className="whatsapp-template__key">
        <span>{template}</span>
        <Tag color={mapped ? "success" : undefined} bordered={false}>
          {mapped ? t("whatsapp.templates.mapped") : t("whatsapp.templates.notMapped")}
        </Tag>
      </div>
      {textField("name", t("whatsapp.templates.name"), templateKey)}
      {textField("language", t("whatsapp.templates.language"), "ru")}
      <div className="whatsapp-template__field">
        <span className="whatsapp-template__label" aria-hidden="true">
          {t("whatsapp.templates.parameters")}
        </span>
        <Select<MailingVariable[]>
          mode="multiple"
          value={row.parameters}
          onChange={(parameters) => onChange({ ...row, parameters })}
          options={MAILING_VARIABLES.map((value) => ({ value, label: t(`whatsapp.variables.${value}`) }))}
          aria-label={named(t("whatsapp.templates.parameters"))}
          data-testid={`whatsapp-template-parameters-${templateKey}`}
        />
      </div>
    </li>
  );
}
