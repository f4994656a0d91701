import { APOSTILLE_DOCUMENTS, APOSTILLE_ROUNDS, type DocumentCheckState, FINANCE_DOCUMENTS } from "@school/contracts";
import { Checkbox, Col, Row, Skeleton, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import type { CheckKind } from "./checks.api";
import { useChecks } from "./use-checks";
import "../student-record.css";

/** The checking state's tag, its text darkened to reach 4.5:1 on the tint (decision 0019). */
const STATE_COLOURS: Record<DocumentCheckState, { tag: string; text?: string }> = {
  not_checked: { tag: "default" },
  checked: { tag: "gold", text: "#874d00" },
  all_checked: { tag: "green", text: "#135200" },
};

type CheckRow = { document: string; fields: string[] };

/** A finance document has one check; an apostille one per round. */
const rowsOf = (kind: CheckKind): CheckRow[] =>
  kind === "finance"
    ? FINANCE_DOCUMENTS.map((document) => ({ document, fields: [`finance_${document}`] }))
    : APOSTILLE_DOCUMENTS.map((document) => ({
        document,
        fields: APOSTILLE_ROUNDS.map((round) => `apostille_${document}_${round}`),
      }));

/** Finance documents or apostilles: one checkbox per document, saved as it is ticked. */
export function ChecksTab({ userId, kind }: { userId: number; kind: CheckKind }) {
  const { t } = useTranslation();
  const { checks, save } = useChecks(userId, kind);
  if (!checks.data) return <Skeleton active />;
  const values = checks.data as Record<string, boolean | string | number>;
  const rows = rowsOf(kind);
  const total = rows.reduce((sum, row) => sum + row.fields.length, 0);
  const checked = rows.reduce((sum, row) => sum + row.fields.filter((field) => values[field] === true).length, 0);
  const box = (field: string, label: React.ReactNode) => (
    <Checkbox
      checked={values[field] === true}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ [field]: event.target.checked })}
      data-testid={`check-${field}`}
    >
      {label}
    </Checkbox>
  );
  return (
    <div data-testid={`checks-${kind}`}>
      <p className="record-state">
        <Tag color={STATE_COLOURS[checks.data.state].tag} style={{ color: STATE_COLOURS[checks.data.state].text }}>
          {t(runtimeKey(`record.checkStates.${checks.data.state}`))}
        </Tag>
        {t("record.ui.checkedOf", { checked, total })}
      </p>
      <FormError error={save.error} />
      {kind === "finance" ? (
        <Row gutter={[16, 8]}>
          {rows.map((row) => (
            <Col key={row.document} xs={24} md={12}>
              {box(row.fields[0]!, t(runtimeKey(`record.finance.${row.document}`)))}
            </Col>
          ))}
        </Row>
      ) : (
        <ApostilleTable rows={rows} box={box} />
      )}
    </div>
  );
}

/** The apostilles as a table: a row per document, a column per round, each cell's box named by both. */
function ApostilleTable({
  rows,
  box,
}: {
  rows: CheckRow[];
  box: (field: string, label: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t("record.tabs.apostille")}>
      <table className="record-checks">
        <thead>
          <tr>
            <th scope="col">{t("record.ui.docName")}</th>
            {APOSTILLE_ROUNDS.map((round) => (
              <th key={round} scope="col">
                {t(runtimeKey(`record.rounds.${round}`))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.document}>
              <th scope="row">{t(runtimeKey(`record.apostille.${row.document}`))}</th>
              {row.fields.map((field, index) => (
                <td key={field}>
                  {box(
                    field,
                    <span className="visually-hidden">
                      {t(runtimeKey(`record.apostille.${row.document}`))},{" "}
                      {t(runtimeKey(`record.rounds.${APOSTILLE_ROUNDS[index]}`))}
                    </span>,
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
