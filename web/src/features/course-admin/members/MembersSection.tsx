import { DeleteOutlined, PlusOutlined, UserOutlined } from "@ant-design/icons";
import type { CourseMember, UserOption } from "@school/contracts";
import { Alert, Button, List, Popconfirm, Select, Space, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { personName } from "../../../ui/person-name";
import { toast } from "../../../ui/toast";
import { useClearable } from "../../../ui/use-clearable";
import { useDebouncedValue } from "../../../ui/use-debounced-value";
import { useCourseMemberMutations, useStudentOptionsQuery, useTeacherOptionsQuery } from "./use-members";

function memberName(member: CourseMember): string {
  const name = personName(member);
  return name || `#${member.id}`;
}

function MemberList({
  courseId,
  memberRole: role,
  members,
}: {
  courseId: number;
  memberRole: "teacher" | "student";
  members: readonly CourseMember[];
}) {
  const { t } = useTranslation();
  const { remove } = useCourseMemberMutations(courseId);
  return (
    <List
      size="small"
      header={
        <strong>{role === "teacher" ? t("courseForm.members.teachers") : t("courseForm.members.students")}</strong>
      }
      dataSource={[...members]}
      locale={{ emptyText: t("courseForm.members.none") }}
      data-testid={`course-${role}s`}
      renderItem={(member) => (
        <List.Item
          actions={[
            <Popconfirm
              key="remove"
              title={t("courseForm.members.removeConfirm", { name: memberName(member) })}
              okText={t("common.delete")}
              cancelText={t("common.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutate(
                  { userId: member.id, role },
                  { onSuccess: () => toast.success(t("courseForm.members.removed")) },
                )
              }
            >
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t("common.delete")}
                data-testid={`course-${role}-remove-${member.id}`}
              />
            </Popconfirm>,
          ]}
        >
          <span>
            <UserOutlined /> {memberName(member)}
          </span>
        </List.Item>
      )}
    />
  );
}

const SEARCH_DELAY_MS = 400;

function optionLabel(user: UserOption): string {
  const name = personName(user);
  return name ? `${name} (${user.email})` : user.email;
}

/**
 * A searchable pick of one teacher (filtered in the browser: the school's list is short) or one student (searched
 * by the API, 50 at most), and a button attaching the picked user to the program. Members already attached are
 * not offered.
 */
function MemberPicker({
  courseId,
  memberRole: role,
  members,
}: {
  courseId: number;
  memberRole: "teacher" | "student";
  members: readonly CourseMember[];
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const { add } = useCourseMemberMutations(courseId);
  const [picked, setPicked] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const teachers = useTeacherOptionsQuery(role === "teacher");
  const students = useStudentOptionsQuery(debounced, role === "student");
  const source = role === "teacher" ? teachers : students;
  const attached = new Set(members.map((member) => member.id));
  const options = (source.data ?? [])
    .filter((user) => !attached.has(user.id))
    .map((user) => ({ value: user.id, label: optionLabel(user) }));

  const submit = () => {
    if (picked === null) return;
    add.mutate(
      { userId: picked, role },
      {
        onSuccess: () => {
          setPicked(null);
          setSearch("");
          toast.success(t("courseForm.members.added"));
        },
      },
    );
  };

  const placeholder = role === "teacher" ? t("courseForm.members.pickTeacher") : t("courseForm.members.pickStudent");
  return (
    <Space.Compact style={{ width: "100%", marginBottom: 8 }}>
      <Select<number>
        style={{ flex: 1, minWidth: 0 }}
        value={picked ?? undefined}
        onChange={(value) => setPicked(value ?? null)}
        options={options}
        placeholder={placeholder}
        aria-label={placeholder}
        allowClear={clearable}
        loading={source.isFetching}
        notFoundContent={source.isFetching ? <Spin size="small" /> : t("courseForm.members.noMatches")}
        showSearch={
          role === "teacher"
            ? { optionFilterProp: "label" }
            : { filterOption: false, searchValue: search, onSearch: setSearch, autoClearSearchValue: false }
        }
        data-testid={`course-${role}-select`}
      />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={submit}
        disabled={picked === null}
        loading={add.isPending}
        // Icon only: the side column is narrow and the search field needs the width to show names.
        aria-label={t("courseForm.members.add")}
        title={t("courseForm.members.add")}
        data-testid={`course-${role}-add`}
      />
    </Space.Compact>
  );
}

/**
 * Teachers and students of the program: attached ones are listed and can be removed, new ones are picked from the
 * school's users. A program that is not saved yet has no id to attach anyone to, so only a hint shows.
 */
export function MembersSection({
  courseId,
  teachers,
  students,
}: {
  courseId: number | null;
  teachers: readonly CourseMember[];
  students: readonly CourseMember[];
}) {
  const { t } = useTranslation();
  if (courseId === null) {
    return (
      <div data-testid="course-members">
        <Alert type="info" showIcon title={t("courseForm.members.afterSave")} data-testid="course-members-after-save" />
      </div>
    );
  }
  return (
    <div data-testid="course-members">
      <MemberPicker courseId={courseId} memberRole="teacher" members={teachers} />
      <MemberList courseId={courseId} memberRole="teacher" members={teachers} />
      <MemberPicker courseId={courseId} memberRole="student" members={students} />
      <MemberList courseId={courseId} memberRole="student" members={students} />
    </div>
  );
}
