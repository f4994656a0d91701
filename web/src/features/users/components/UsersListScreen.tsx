import {
  DEFAULT_USER_LIST_COLUMNS,
  DEFAULT_USER_LIST_ORDERING,
  EDUCATION_DEGREES,
  KNOWN_LANGUAGES,
  type ListView,
  pageCount,
  SIGNED_IN_ROLES,
  STAFF_DUTIES,
  type StaffDuty,
  USER_LIST_COLUMNS,
  USER_LIST_ORDERINGS,
  USER_LIST_PAGE_SIZE,
  type UserListColumn,
  type UserListOrdering,
  type UserListRow,
  type UserListSortKey,
} from "@school/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { Button } from "../../../ui/lite/Button";
import { PlusIcon } from "../../../ui/lite/icons/PlusIcon";
import { Pagination } from "../../../ui/lite/Pagination";
import { SearchInput } from "../../../ui/lite/SearchInput";
import { Select } from "../../../ui/lite/Select";
import { type SortOrder, Table, type TableColumn } from "../../../ui/lite/Table";
import { Tabs } from "../../../ui/lite/Tabs";
import { PageHeading } from "../../../ui/PageHeading";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { MessageUsersButton } from "../../mailings";
import { useCan } from "../../session";
import { TasksForListButton } from "../../staff-tasks";
import { useUsersQuery } from "../hooks/use-users";
import { DutyTable } from "./DutyTable";
import { ColumnsChooser, type ListState, SavedViews, useColumnTitle } from "./ListViewBar";
import { DRAWER_FILTER_FIELDS, MoreFilters } from "./MoreFilters";
import { UserListCell } from "./UserListCell";
import { ExportUsersButton, ImportStudentsButton } from "./UsersFileActions";
import "../users.css";
import "../texts";
import "../../student-record/texts";
import { knownValue } from "../../../ui/known-value";

/**
 * Role tabs in the order a manager works ("all" lists everyone), then the duties a student's record gives staff:
 * sellers, responsible abroad, IELTS teachers (issue 10's tabs; `?duty=` in the URL, decision 0037). Eight titles do
 * not fit in a row beside the side menu, and Ant Design folds the overflow into a "more" menu that breaks the tab list
 * for screen readers: a column of tabs on wide screens (as the student page's), a select on phones. Drawn with the
 * app's light controls (decision 0191): the saved views' dialog, the filter drawer and the import dialog bring Ant
 * Design's scope when first opened.
 */
const ROLE_TABS = ["all", "student", "teacher", "admin", "admin_school"] as const;
const TABS = [...ROLE_TABS, ...STAFF_DUTIES] as const;
type TabKey = (typeof TABS)[number];
const isDuty = (key: TabKey): key is StaffDuty => (STAFF_DUTIES as readonly string[]).includes(key);
/** The address's parameters that are the list's filters (what a saved view keeps as its filters). */
const FILTER_PARAMS = ["q", "role", "education", "language", ...DRAWER_FILTER_FIELDS] as string[];
/** The columns the table sorts by, and the sort key each asks the server for (decision 0085). */
const SORTED_BY: Partial<Record<"name" | UserListColumn, UserListSortKey>> = {
  name: "name",
  balance: "balance",
  country: "country",
};

/** `/users-list`: the school's people by role, with filters and the page kept in the URL. */
export function UsersListScreen() {
  const { t } = useTranslation();
  const canMail = useCan("mailing.send");
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const duty = knownValue(STAFF_DUTIES, search.get("duty"));
  const role = knownValue(SIGNED_IN_ROLES, search.get("role"));
  const activeTab: TabKey = duty ?? role ?? "all";
  const tabLabel = (key: TabKey) => (isDuty(key) ? t(`record.duties.tabs.${key}`) : t(`users.tabs.${key}`));
  const education = knownValue(EDUCATION_DEGREES, search.get("education"));
  const language = knownValue(KNOWN_LANGUAGES, search.get("language"));
  const q = search.get("q") ?? "";
  const page = Math.max(1, Number(search.get("page")) || 1);
  const setParam = (patch: Record<string, string | null | undefined>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === "") next.delete(key);
          else next.set(key, value);
        }
        // Any filter change starts again from the first page.
        if (!("page" in patch)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  const chooseTab = (key: TabKey) =>
    isDuty(key) ? setParam({ duty: key, role: null }) : setParam({ role: key === "all" ? null : key, duty: null });
  // The drawer's filters are passed as the URL holds them; the server validates each (a bad value is a 400).
  const drawerValues = Object.fromEntries(
    DRAWER_FILTER_FIELDS.flatMap((field) => {
      const value = search.get(field);
      return value === null || value === "" ? [] : [[field, value]];
    }),
  );
  const filters = { q: q || undefined, role, education, language, ...drawerValues };
  const shownColumns: UserListColumn[] = search.has("columns")
    ? (search.get("columns") ?? "").split(",").flatMap((column) => knownValue(USER_LIST_COLUMNS, column) ?? [])
    : [...DEFAULT_USER_LIST_COLUMNS];
  const ordering: UserListOrdering =
    knownValue(USER_LIST_ORDERINGS, search.get("ordering")) ?? DEFAULT_USER_LIST_ORDERING;
  const viewId = Number(search.get("view")) || undefined;
  const users = useUsersQuery(
    { ...filters, ...(ordering === DEFAULT_USER_LIST_ORDERING ? {} : { ordering }), page },
    !duty,
  );
  const columnTitle = useColumnTitle();
  const current: ListState = {
    filters: Object.fromEntries(
      FILTER_PARAMS.flatMap((key) => {
        const value = search.get(key);
        return value ? [[key, value]] : [];
      }),
    ),
    columns: shownColumns,
    ordering,
  };
  /** A saved view replaces the list's filters, columns and order, and is named in the address. */
  const chooseView = (view: ListView | undefined) =>
    setSearch(
      (before) => {
        const next = new URLSearchParams();
        if (before.get("duty")) next.set("duty", before.get("duty") ?? "");
        if (!view) return next;
        for (const [key, value] of Object.entries(view.filters)) next.set(key, value);
        next.set("columns", view.columns.join(","));
        if (view.ordering !== DEFAULT_USER_LIST_ORDERING) next.set("ordering", view.ordering);
        next.set("view", String(view.id));
        return next;
      },
      { replace: true },
    );
  const sortOrderOf = (key: UserListSortKey): SortOrder =>
    ordering === key ? "ascending" : ordering === `-${key}` ? "descending" : null;
  /** A sortable column's header: each press goes on from no order to ascending, descending, and back to none. */
  const sortable = (column: "name" | UserListColumn) => {
    const key = SORTED_BY[column];
    if (!key) return {};
    const order = sortOrderOf(key);
    const next = order === null ? key : order === "ascending" ? `-${key}` : null;
    return { sort: { order, onSort: () => setParam({ ordering: next }) } };
  };
  const fullName = (user: UserListRow) => `${user.first_name} ${user.last_name}`.trim();
  const columns: TableColumn<UserListRow>[] = isMobile
    ? [
        {
          key: "user",
          title: t("users.columns.name"),
          render: (user) => (
            <div className="users-row--mobile">
              <Link to={`/user/view/${user.id}`}>
                <strong>{fullName(user)}</strong>
              </Link>
              {shownColumns.map((column) => (
                <span key={column}>
                  {column === "email" ? null : <span className="users-hint">{columnTitle(column)}: </span>}
                  <UserListCell column={column} user={user} />
                </span>
              ))}
            </div>
          ),
        },
      ]
    : [
        {
          key: "name",
          title: t("users.columns.name"),
          // The name stays in sight while the chosen columns scroll beside it.
          sticky: true,
          ...sortable("name"),
          render: (user) => <Link to={`/user/view/${user.id}`}>{fullName(user)}</Link>,
        },
        ...shownColumns.map((column) => ({
          key: column,
          title: columnTitle(column),
          ...sortable(column),
          render: (user: UserListRow) => <UserListCell column={column} user={user} />,
        })),
      ];
  const pages = pageCount(users.data?.count ?? 0, USER_LIST_PAGE_SIZE);

  const view = duty ? (
    <DutyTable duty={duty} compact={isMobile} />
  ) : (
    <>
      <div className="users-views" data-testid="users-view-bar">
        <SavedViews current={current} chosenId={viewId} onChoose={chooseView} />
        <ColumnsChooser
          columns={shownColumns}
          onChange={(chosen) => setParam({ columns: chosen.join(","), page: null })}
        />
      </div>
      <div className="users-filters">
        <SearchInput
          size="middle"
          label={t("users.filters.search")}
          value={q}
          onSearch={(value) => setParam({ q: value })}
          testId="users-search"
        />
        <Select
          label={t("users.filters.education")}
          placeholder={t("users.filters.education")}
          value={education}
          onChange={(value) => setParam({ education: value ?? null })}
          options={EDUCATION_DEGREES.map((degree) => ({
            value: degree,
            label: t(`catalogue.educationDegrees.${degree}`),
          }))}
          testId="users-education"
        />
        <Select
          label={t("users.filters.language")}
          placeholder={t("users.filters.language")}
          value={language}
          onChange={(value) => setParam({ language: value ?? null })}
          options={KNOWN_LANGUAGES.map((code) => ({ value: code, label: t(`catalogue.languages.${code}`) }))}
          testId="users-language"
        />
        <MoreFilters values={drawerValues} onChange={setParam} />
      </div>
      <Table<UserListRow>
        rowKey={(user) => user.id}
        columns={columns}
        fixedLayout={isMobile}
        rows={users.data?.results}
        loading={users.isFetching}
        emptyText={t("users.empty")}
        rowTestId={(user) => `users-row-${user.id}`}
        label={t("routes.usersList")}
      />
      {pages > 1 && (
        <div className="users-pagination">
          <Pagination
            current={page}
            pageCount={pages}
            compact={isMobile}
            onChange={(nextPage) => setParam({ page: nextPage > 1 ? String(nextPage) : null })}
            testId="users-pagination"
          />
        </div>
      )}
    </>
  );

  return (
    <>
      <PageHeading
        title={t("routes.usersList")}
        extra={
          <div className="users-actions">
            <ImportStudentsButton onImported={() => setParam({ role: "student", duty: null, q: null })} />
            {/* A duty tab lists staff with counts, not the filtered users: there is no list to export. */}
            {!duty && <ExportUsersButton filters={filters} />}
            {!duty && canMail && <MessageUsersButton filters={filters} />}
            {/* The students' tab: a follow-up for each student the filters select (issue 37). */}
            {!duty && role === "student" && <TasksForListButton filters={filters} count={users.data?.count ?? 0} />}
            <Button look="primary" icon={<PlusIcon />} to="/users-add" data-testid="users-add">
              {t("users.add")}
            </Button>
          </div>
        }
      />
      <div className="surface" data-testid="users-list">
        {isMobile ? (
          <>
            <Select
              className="users-role-select"
              label={t("users.columns.role")}
              placeholder={t("users.columns.role")}
              value={activeTab}
              onChange={(key) => chooseTab(key ?? "all")}
              clearable={false}
              options={TABS.map((key) => ({ value: key, label: tabLabel(key) }))}
              testId="users-role"
            />
            {view}
          </>
        ) : (
          <Tabs
            className="users-tabs"
            label={t("users.columns.role")}
            activeKey={activeTab}
            onChange={chooseTab}
            items={TABS.map((key) => ({ key, label: tabLabel(key), testId: `users-tab-${key}` }))}
          >
            {view}
          </Tabs>
        )}
      </div>
    </>
  );
}
