import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { REQUIREMENT_CERTIFICATES, type RequirementCertificateName } from "@school/contracts";
import { Button, List, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { NumberField } from "../../../ui/NumberField";
import { stopFormSubmit } from "../stop-form-submit";
import type { EditableCertificate } from "./certificates";

export type CertificateHandlers = {
  onAdd: (certificate: RequirementCertificateName, minScore: number) => Promise<boolean>;
  onUpdate: (item: EditableCertificate, minScore: number) => Promise<boolean>;
  onRemove: (item: EditableCertificate) => Promise<boolean>;
};

/** Required language certificates with their minimum scores: a list, and one row to add or change one. */
export function CertificatesEditor({
  items,
  busy,
  onAdd,
  onUpdate,
  onRemove,
}: { items: readonly EditableCertificate[]; busy: boolean } & CertificateHandlers) {
  const { t } = useTranslation();
  const [certificate, setCertificate] = useState<RequirementCertificateName | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [editing, setEditing] = useState<EditableCertificate | null>(null);
  const [problem, setProblem] = useState(false);
  const taken = new Set(items.map((item) => item.certificate));

  const clear = () => {
    setCertificate(null);
    setScore(null);
    setEditing(null);
    setProblem(false);
  };

  const submit = async () => {
    if (score === null || (!editing && certificate === null)) {
      setProblem(true);
      return;
    }
    setProblem(false);
    const done = editing
      ? await onUpdate(editing, score)
      : await onAdd(certificate as RequirementCertificateName, score);
    if (done) clear();
  };

  return (
    <div data-testid="certificates-editor">
      {items.length > 0 && (
        <List
          size="small"
          dataSource={[...items]}
          renderItem={(item) => (
            <List.Item
              data-testid={`certificate-row-${item.key}`}
              actions={[
                <Button
                  key="edit"
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t("courseForm.certificates.edit")}
                  disabled={busy}
                  onClick={() => {
                    setEditing(item);
                    setScore(item.min_score);
                    setProblem(false);
                  }}
                  data-testid={`certificate-edit-${item.key}`}
                />,
                <ConfirmDeleteButton
                  key="delete"
                  question={t("courseForm.certificates.deleteConfirm", { name: item.certificate })}
                  onConfirm={() => {
                    if (editing?.key === item.key) clear();
                    void onRemove(item);
                  }}
                  disabled={busy}
                  testId={`certificate-delete-${item.key}`}
                />,
              ]}
            >
              <span>
                <strong>{item.certificate}</strong> — {t("catalogue.info.minScore", { score: item.min_score })}
              </span>
            </List.Item>
          )}
        />
      )}
      <Space.Compact block style={{ marginTop: 8 }}>
        <Select<RequirementCertificateName>
          value={editing ? (editing.certificate as RequirementCertificateName) : (certificate ?? undefined)}
          onChange={setCertificate}
          disabled={editing !== null}
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("courseForm.certificates.choose")}
          aria-label={t("courseForm.certificates.choose")}
          options={REQUIREMENT_CERTIFICATES.filter((name) => !taken.has(name) || editing?.certificate === name).map(
            (name) => ({ value: name, label: name }),
          )}
          style={{ width: "55%" }}
          onKeyDown={stopFormSubmit}
          data-testid="certificate-name"
        />
        <NumberField<number>
          value={score}
          onChange={setScore}
          min={0}
          max={10_000}
          step={0.5}
          placeholder={t("courseForm.certificates.minScore")}
          aria-label={t("courseForm.certificates.minScore")}
          style={{ width: "45%" }}
          onKeyDown={stopFormSubmit}
          onPressEnter={() => void submit()}
          data-testid="certificate-score"
        />
      </Space.Compact>
      <Space style={{ marginTop: 8 }}>
        <Button
          icon={editing ? <EditOutlined /> : <PlusOutlined />}
          onClick={() => void submit()}
          loading={busy}
          data-testid="certificate-add"
        >
          {editing ? t("courseForm.certificates.save") : t("courseForm.certificates.add")}
        </Button>
        {editing && <Button onClick={clear}>{t("common.cancel")}</Button>}
      </Space>
      {problem && (
        <Typography.Paragraph type="danger" style={{ marginTop: 4, marginBottom: 0 }}>
          {t("courseForm.certificates.pickBoth")}
        </Typography.Paragraph>
      )}
    </div>
  );
}
