import { PlusOutlined, SearchOutlined } from "@ant-design/icons";
import {
  DEFAULT_USER_LIST_COLUMNS,
  DEFAULT_USER_LIST_ORDERING,
  EDUCATION_DEGREES,
  KNOWN_LANGUAGES,
  type ListView,
  pagedTotal,
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
import { Button, Input, Select, Table, type TableColumnsType, type TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Link } from "../../../ui/Link";
import { PageHeading } from "../../../ui/PageHeading";
import { Tabs } from "../../../ui/Tabs";
import { useDebouncedSearch } from "../../../ui/use-debounced-search";
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
import "../../student-record/texts";
import { knownValue } from "../../../ui/known-value";
import { useClearable } from "../../../ui/use-clearable";

/**
 * Role tabs in the order a manager works ("all" lists everyone), then the duties a student's record gives staff:
 * sellers, responsible abroad, IELTS teachers (issue 10's tabs; `?duty=` in the URL, decision 0037). Eight titles do
 * not fit in a row beside the side menu, and Ant Design folds the overflow into a "more" menu that breaks the tab list
 * for screen readers: a column of tabs on wide screens (as the student page's), a select on phones.
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
  const clearable = useClearable();
  const navigate = useNavigate();
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
  const [text, setText] = useDebouncedSearch(q, (value) => setParam({ q: value }));
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
  const sortOrderOf = (key: UserListSortKey) =>
    ordering === key ? ("ascend" as const) : ordering === `-${key}` ? ("descend" as const) : null;
  const sortable = (column: "name" | UserListColumn) => {
    const key = SORTED_BY[column];
    return key
      ? { sorter: true, sortOrder: sortOrderOf(key), sortDirections: ["ascend" as const, "descend" as const] }
      : {};
  };
  const onTableChange: TableProps<UserListRow>["onChange"] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== "sort") return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.order ? SORTED_BY[one.columnKey as "name" | UserListColumn] : undefined;
    setParam({ ordering: key ? (one?.order === "descend" ? `-${key}` : key) : null });
  };
  const fullName = (user: UserListRow) => `${user.first_name} ${user.last_name}`.trim();
  const columns: TableColumnsType<UserListRow> = isMobile
    ? [
        {
          key: "user",
          title: t("users.columns.name"),
          render: (_, user) => (
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
          fixed: "left" as const,
          ...sortable("name"),
          render: (_, user) => <Link to={`/user/view/${user.id}`}>{fullName(user)}</Link>,
        },
        ...shownColumns.map((column) => ({
          key: column,
          title: columnTitle(column),
          ...sortable(column),
          render: (_: unknown, user: UserListRow) => <UserListCell column={column} user={user} />,
        })),
      ];

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
        <Input
          allowClear={clearable}
          prefix={<SearchOutlined />}
          placeholder={t("users.filters.search")}
          aria-label={t("users.filters.search")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="users-search"
        />
        <Select
          allowClear={clearable}
          aria-label={t("users.filters.education")}
          placeholder={t("users.filters.education")}
          value={education}
          onChange={(value?: string) => setParam({ education: value ?? null })}
          options={EDUCATION_DEGREES.map((degree) => ({
            value: degree,
            label: t(`catalogue.educationDegrees.${degree}`),
          }))}
          data-testid="users-education"
        />
        <Select
          allowClear={clearable}
          aria-label={t("users.filters.language")}
          placeholder={t("users.filters.language")}
          value={language}
          onChange={(value?: string) => setParam({ language: value ?? null })}
          options={KNOWN_LANGUAGES.map((code) => ({ value: code, label: t(`catalogue.languages.${code}`) }))}
          data-testid="users-language"
        />
        <MoreFilters values={drawerValues} onChange={setParam} />
      </div>
      <Table<UserListRow>
        rowKey="id"
        columns={columns}
        tableLayout={isMobile ? "fixed" : undefined}
        scroll={isMobile ? undefined : { x: "max-content" }}
        onChange={onTableChange}
        dataSource={users.data?.results}
        loading={users.isFetching}
        locale={{ emptyText: t("users.empty") }}
        onRow={(user) => ({ "data-testid": `users-row-${user.id}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize: USER_LIST_PAGE_SIZE,
          total: pagedTotal(users.data?.count ?? 0, USER_LIST_PAGE_SIZE),
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (nextPage) => setParam({ page: nextPage > 1 ? String(nextPage) : null }),
        }}
      />
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
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate("/users-add")}
              data-testid="users-add"
            >
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
              aria-label={t("users.columns.role")}
              value={activeTab}
              onChange={chooseTab}
              options={TABS.map((key) => ({ value: key, label: tabLabel(key) }))}
              data-testid="users-role"
            />
            {view}
          </>
        ) : (
          <Tabs
            className="users-tabs"
            tabPosition="left"
            activeKey={activeTab}
            onChange={(key) => chooseTab(key as TabKey)}
            items={TABS.map((key) => ({
              key,
              label: <span data-testid={`users-tab-${key}`}>{tabLabel(key)}</span>,
              children: key === activeTab ? view : null,
            }))}
          />
        )}
      </div>
    </>
  );
}
