import { ArrowLeftOutlined, DeleteOutlined } from "@ant-design/icons";
import {
  GROUP_TYPES,
  type GroupDetail,
  type GroupType,
  groupCapacity,
  LESSON_MINUTES,
  nameInLanguage,
  type TimetableSlot,
} from "@school/contracts";
import { Alert, Button, Card, Form, Popconfirm, Radio, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { NameInLanguages } from "../../../ui/NameInLanguages";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { useGroupMutations, useGroupTeacherChoices, useProgramStudents } from "../hooks/groups.queries";
import { TimetableFields } from "./TimetableFields";
import "../groups.css";
import { useClearable } from "../../../ui/use-clearable";

type Values = {
  name_group: string;
  name_kk: string;
  name_en: string;
  type_group: GroupType;
  teacher: number | null;
  students: number[];
  schedule: TimetableSlot[];
};

const initialValues = (group: GroupDetail | undefined): Values => ({
  name_group: group?.name_ru ?? "",
  name_kk: group?.name_kk ?? "",
  name_en: group?.name_en ?? "",
  type_group: group?.type_group ?? "group",
  teacher: group?.teacher?.id ?? null,
  students: group?.students.map((student) => student.id) ?? [],
  schedule: group?.schedule ?? [{ weekday: 1, start_time: "18:00", duration: LESSON_MINUTES.default }],
});

/**
 * The group form (`/group-add`, `/group-edit`): name, type, teacher, students of the program and the weekly
 * timetable. The type bounds the students (one for an individual group, two for a pair), as the server does.
 */
export function GroupForm({ courseId, group }: { courseId: number; group?: GroupDetail }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const { claims } = useSession();
  const [form] = Form.useForm<Values>();
  const mutations = useGroupMutations();
  const [failure, setFailure] = useState<unknown>(null);
  const [search, setSearch] = useState("");
  const [teacherSearch, setTeacherSearch] = useState("");
  const teachers = useGroupTeacherChoices({ courseId, q: teacherSearch });
  const students = useProgramStudents({ schoolId: claims?.school_id ?? 0, courseId, q: search });
  const type = Form.useWatch("type_group", form) ?? group?.type_group ?? "group";
  const capacity = groupCapacity(type);
  const busy = mutations.create.isPending || mutations.update.isPending;
  const programPage = `/course/info/${courseId}`;

  // Students already in the group stay selectable by name even when the search narrows the options.
  const studentOptions = new Map<number, string>(
    (group?.students ?? []).map((student) => [student.id, personName(student)]),
  );
  for (const student of students.data?.results ?? []) {
    studentOptions.set(student.id, `${personName(student)} · ${student.email}`);
  }

  // The program's own teachers first, then the others (any teacher may take the group and so joins the program).
  const teacherRows = teachers.data?.results ?? [];
  const teacherOption = (teacher: { id: number; first_name: string; last_name: string }) => ({
    value: teacher.id,
    label: personName(teacher),
  });
  const teacherOptions = [
    {
      label: t("groups.form.programTeachers"),
      options: teacherRows.filter((row) => row.teaches_course).map(teacherOption),
    },
    {
      label: t("groups.form.otherTeachers"),
      options: teacherRows.filter((row) => !row.teaches_course).map(teacherOption),
    },
  ].filter((section) => section.options.length > 0);
  if (group?.teacher && !teacherRows.some((row) => row.id === group.teacher?.id)) {
    teacherOptions.unshift({
      label: t("groups.form.teacher"),
      options: [{ value: group.teacher.id, label: personName(group.teacher) }],
    });
  }

  const submit = async (values: Values) => {
    setFailure(null);
    const body = {
      name_group: values.name_group.trim(),
      name_kk: values.name_kk.trim(),
      name_en: values.name_en.trim(),
      type_group: values.type_group,
      teacher: values.teacher ?? null,
      students: values.students,
      schedule: values.schedule,
    };
    try {
      const saved = group
        ? await mutations.update.mutateAsync({ groupId: group.id, body })
        : await mutations.create.mutateAsync({ ...body, course: courseId });
      toast.success(t("groups.form.saved"));
      if (!group) navigate(`/group-edit/${courseId}/${saved.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.fields) {
        const known = Object.entries(error.fields).filter(([name]) => name in initialValues(undefined));
        form.setFields(known.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      }
    }
  };

  const remove = async () => {
    if (!group) return;
    try {
      await mutations.remove.mutateAsync(group.id);
      toast.success(t("groups.form.deleted"));
      navigate(programPage);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  return (
    <div className="group-form" data-testid="group-form">
      <Space wrap style={{ marginBottom: 12 }}>
        <Link to={programPage}>
          <ArrowLeftOutlined /> {t("groups.form.back")}
        </Link>
      </Space>
      <FormError error={failure} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(group)}
        onFinish={submit}
        disabled={busy}
        requiredMark
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <NameInLanguages
            label={t("groups.form.name")}
            fields={{ ru: "name_group", kk: "name_kk", en: "name_en" }}
            testIds={{ ru: "group-name", kk: "group-name-kk", en: "group-name-en" }}
            maxLength={200}
          />
          <Form.Item name="type_group" label={t("groups.form.type")} rules={[formRules.required(t)]}>
            <Radio.Group
              optionType="button"
              data-testid="group-type"
              options={GROUP_TYPES.map((value) => ({ value, label: t(runtimeKey(`groups.types.${value}`)) }))}
            />
          </Form.Item>
          <Form.Item
            name="teacher"
            label={t("groups.form.teacher")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <Select
              showSearch
              allowClear={clearable}
              filterOption={false}
              onSearch={setTeacherSearch}
              loading={teachers.isFetching}
              aria-label={t("groups.form.teacher")}
              data-testid="group-teacher"
              options={teacherOptions}
            />
          </Form.Item>
          <Form.Item
            name="students"
            label={t("groups.form.students")}
            extra={capacity < 100 ? t("groups.form.capacity", { count: capacity }) : t("groups.form.studentsHint")}
            rules={[
              { required: true, type: "array", min: 1, message: t("groups.form.studentRequired") },
              { type: "array", max: capacity, message: t("groups.form.capacity", { count: capacity }) },
            ]}
          >
            <Select
              mode="multiple"
              showSearch
              filterOption={false}
              onSearch={setSearch}
              loading={students.isFetching}
              aria-label={t("groups.form.students")}
              data-testid="group-students"
              notFoundContent={t("groups.form.noProgramStudents")}
              options={[...studentOptions].map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        </Card>

        <Card size="small" title={t("groups.timetable.title")} style={{ marginBottom: 16 }}>
          <Alert type="info" showIcon title={t("groups.timetable.hint")} style={{ marginBottom: 12 }} />
          <TimetableFields />
        </Card>

        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="group-save">
            {group ? t("common.save") : t("groups.form.create")}
          </Button>
          {group && (
            <Popconfirm
              title={t("groups.form.deleteQuestion", { name: nameInLanguage(language, group) })}
              okText={t("common.delete")}
              cancelText={t("common.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => void remove()}
            >
              <Button danger icon={<DeleteOutlined />} data-testid="group-delete">
                {t("common.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </div>
  );
}
