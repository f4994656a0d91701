import { EXAM_TYPES, type StudentCard, type StudentExam } from "@school/contracts";
import { Button, Col, Form, Input, Row, Select, Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useRecordChoices } from "../lookups/use-record-choices";
import { RecordSectionsTab } from "../sections/RecordSectionsTab";
import { type ExamValues, useExams } from "./use-exams";
import "../student-record.css";
import { DateField } from "../../../ui/DateField";
import { formatShortDate } from "../../../ui/format";
import { useClearable } from "../../../ui/use-clearable";
import { useUiLanguage } from "../../language";

/** IELTS/TOLC: the record's IELTS fields, the results recorded and a form to add one. */
export function ExamsTab({ user }: { user: StudentCard }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const language = useUiLanguage();
  const choices = useRecordChoices();
  const { exams, add } = useExams(user.id);
  const [form] = Form.useForm<ExamValues>();
  const columns: TableColumnsType<StudentExam> = [
    {
      key: "type",
      title: t("record.ui.examType"),
      render: (_, exam) => t(runtimeKey(`record.examTypes.${exam.type}`)),
    },
    { key: "results", title: t("record.ui.results"), dataIndex: "results" },
    {
      key: "date",
      title: t("record.ui.date"),
      render: (_, exam) => (exam.date ? formatShortDate(exam.date, language) : "—"),
    },
    { key: "teacher", title: t("record.ui.teacher"), render: (_, exam) => exam.teacher_name ?? "—" },
    {
      key: "file",
      title: t("record.ui.certificate"),
      render: (_, exam) =>
        exam.file ? (
          <a href={exam.file} target="_blank" rel="noreferrer">
            {exam.filename ?? t("record.ui.open")}
          </a>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <div data-testid="exams-tab">
      <RecordSectionsTab user={user} sections={["ielts"]} name="ielts" />
      <h2 className="record-section__title">{t("record.ui.addExam")}</h2>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ type: "ielts" }}
        onFinish={(values) => add.mutate(values, { onSuccess: () => form.resetFields() })}
      >
        <FormError error={add.error} />
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="type" label={t("record.ui.examType")}>
              <Select
                aria-label={t("record.ui.examType")}
                options={EXAM_TYPES.map((type) => ({ value: type, label: t(runtimeKey(`record.examTypes.${type}`)) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="results" label={t("record.ui.results")}>
              <Input maxLength={200} data-testid="exam-results" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="date" label={t("record.ui.date")}>
              <DateField />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="teacher_id" label={t("record.ui.teacher")}>
              <Select
                allowClear={clearable}
                aria-label={t("record.ui.teacher")}
                options={(choices.data?.teachers ?? []).map((person) => ({
                  value: person.id,
                  label: personName(person),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button htmlType="submit" loading={add.isPending} data-testid="exam-add">
          {t("record.ui.addExam")}
        </Button>
      </Form>
      <ScrollRegion label={t("record.tabs.exams")}>
        <Table<StudentExam>
          className="record-table"
          rowKey="id"
          columns={columns}
          dataSource={exams.data}
          loading={exams.isFetching}
          pagination={false}
          locale={{ emptyText: t("record.ui.noExams") }}
        />
      </ScrollRegion>
    </div>
  );
}
