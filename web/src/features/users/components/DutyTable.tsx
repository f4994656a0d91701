import type { StaffDuty, StaffDutyRow } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { Table, type TableColumn } from "../../../ui/lite/Table";
import { useStaffDutiesQuery } from "../hooks/use-users";
import "../texts";

const fullName = (person: StaffDutyRow) => `${person.first_name} ${person.last_name}`.trim();
const pageOf = (person: StaffDutyRow) =>
  person.role === "teacher" ? `/user/teacher/view/${person.id}` : `/user/view/${person.id}`;

/**
 * A duty tab of the users list: who may hold it and for how many students, most first. The count opens the
 * students' tab filtered to that person (the same URL filter the drawer sets), so a manager goes from "Aruzhan sold
 * to 14" to the 14.
 */
export function DutyTable({ duty, compact }: { duty: StaffDuty; compact: boolean }) {
  const { t } = useTranslation();
  const people = useStaffDutiesQuery(duty);
  const students = (person: StaffDutyRow) =>
    person.students > 0 ? (
      <Link to={`/users-list?role=student&${duty}=${person.id}`} data-testid={`duty-students-${person.id}`}>
        {t("record.duties.studentCount", { count: person.students })}
      </Link>
    ) : (
      t("record.duties.none")
    );
  const columns: TableColumn<StaffDutyRow>[] = compact
    ? [
        {
          key: "person",
          title: t("users.columns.name"),
          render: (person) => (
            <div className="users-row--mobile">
              <Link to={pageOf(person)}>
                <strong>{fullName(person)}</strong>
              </Link>
              <span>{person.email}</span>
              <span>{students(person)}</span>
            </div>
          ),
        },
      ]
    : [
        {
          key: "name",
          title: t("users.columns.name"),
          render: (person) => <Link to={pageOf(person)}>{fullName(person)}</Link>,
        },
        { key: "email", title: t("users.columns.email"), render: (person) => person.email },
        { key: "role", title: t("users.columns.role"), render: (person) => t(`users.roles.${person.role}`) },
        { key: "students", title: t("record.duties.students"), render: (person) => students(person) },
      ];
  return (
    <>
      <p className="users-hint">{t(`record.duties.hints.${duty}`)}</p>
      <Table<StaffDutyRow>
        rowKey={(person) => person.id}
        columns={columns}
        fixedLayout={compact}
        rows={people.data}
        loading={people.isFetching}
        emptyText={t("record.duties.empty")}
        rowTestId={(person) => `duty-row-${person.id}`}
      />
    </>
  );
}
