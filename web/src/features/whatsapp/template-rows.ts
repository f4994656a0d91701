import {
  type MAILING_VARIABLES,
  MESSAGE_TEMPLATES,
  type MessageTemplateKey,
  type WhatsappTemplateMapping,
  whatsappTemplateMapping,
} from "@school/contracts";

export type MailingVariable = (typeof MAILING_VARIABLES)[number];

/** A platform template's row in the settings: its approved WhatsApp template as typed so far. */
export type TemplateRow = { name: string; language: string; parameters: MailingVariable[] };
export type TemplateRows = Record<MessageTemplateKey, TemplateRow>;
export type RowField = "name" | "language";
/** What is wrong with a row's field: its format, or only one of the two filled. */
export type RowProblem = "format" | "incomplete";

const EMPTY: TemplateRow = { name: "", language: "", parameters: [] };

/** Every platform template, in the platform's order, with the mapping the school saved or empty. */
export function rowsOf(saved: readonly WhatsappTemplateMapping[]): TemplateRows {
  return Object.fromEntries(
    MESSAGE_TEMPLATES.map((key) => {
      const found = saved.find((mapping) => mapping.key === key);
      return [key, found ? { name: found.name, language: found.language, parameters: [...found.parameters] } : EMPTY];
    }),
  ) as TemplateRows;
}

/** A row is mapped once both its name and its language are filled. */
export const isMapped = (row: TemplateRow) => row.name.trim() !== "" && row.language.trim() !== "";

/** A row's problems by field: a field left empty beside a filled one, or a value the contract refuses. */
export function rowProblems(row: TemplateRow): Partial<Record<RowField, RowProblem>> {
  const name = row.name.trim();
  const language = row.language.trim();
  if (name === "" && language === "") return {};
  const problems: Partial<Record<RowField, RowProblem>> = {};
  if (name === "") problems.name = "incomplete";
  else if (!whatsappTemplateMapping.shape.name.safeParse(name).success) problems.name = "format";
  if (language === "") problems.language = "incomplete";
  else if (!whatsappTemplateMapping.shape.language.safeParse(language).success) problems.language = "format";
  return problems;
}

/** The templates whose rows have a problem. */
export const rowsWithProblems = (rows: TemplateRows): MessageTemplateKey[] =>
  MESSAGE_TEMPLATES.filter((key) => Object.keys(rowProblems(rows[key])).length > 0);

/** What the settings save: the mapped rows alone, trimmed, in the platform's order. */
export function mappedRows(rows: TemplateRows): WhatsappTemplateMapping[] {
  return MESSAGE_TEMPLATES.filter((key) => isMapped(rows[key])).map((key) => ({
    key,
    name: rows[key].name.trim(),
    language: rows[key].language.trim(),
    parameters: rows[key].parameters,
  }));
}

/**
 * The server's field errors (`templates.<index>.<field>`, the index into what was sent) as the row and field they
 * name: `<key>.<field>`.
 */
export function serverRowFields(fields: Record<string, string>, sent: readonly WhatsappTemplateMapping[]): string[] {
  return Object.keys(fields).flatMap((path) => {
    const [, index, field] = /^templates\.(\d+)\.(name|language|parameters)/.exec(path) ?? [];
    const key = index === undefined ? undefined : sent[Number(index)]?.key;
    return key && field ? [`${key}.${field}`] : [];
  });
}
