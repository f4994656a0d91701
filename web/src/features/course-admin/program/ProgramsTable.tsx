import { SearchOutlined } from "@ant-design/icons";
import { CATALOG_PAGE_SIZE, type CourseCard, pagedTotal } from "@school/contracts";
import { Input, Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatMoney, formatTenge } from "../../../ui/format";
import { toast } from "../../../ui/toast";
import { useDebouncedSearch } from "../../../ui/use-debounced-search";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { useUiLanguage } from "../../language";
import { ProgramActions, ProgramTitleCell, ProgramVisibility } from "./ProgramCells";
import { useDeleteCourseMutation } from "./use-program";
import { useSchoolCoursesQuery } from "./use-school-courses";
import "../../catalogue/catalogue.css";
import { useClearable } from "../../../ui/use-clearable";

/** The school's programs for staff, hidden ones included: search, visibility, edit and delete. */
export function ProgramsTable() {
  const { t } = useTranslation();
  const clearable = useClearable();
  const language = useUiLanguage();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const setParam = (patch: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const [text, setText] = useDebouncedSearch(search.get("q") ?? "", (q) => setParam({ q, page: null }));
  const courses = useSchoolCoursesQuery({ q: search.get("q") ?? "", page });
  const remove = useDeleteCourseMutation();

  const destroy = (course: CourseCard) =>
    remove.mutate(course.id, {
      onSuccess: () => toast.success(t("programs.deleted", { title: course.title })),
      onError: (error) => toast.error(errorText(error, t)),
    });

  const actions = (course: CourseCard) => (
    <ProgramActions course={course} deleting={remove.isPending && remove.variables === course.id} onDelete={destroy} />
  );
  // Below 993 px one column holds everything, so the actions never slide off the screen.
  const columns: TableColumnsType<CourseCard> = isMobile
    ? [
        {
          key: "program",
          title: t("programs.columns.title"),
          render: (_, course) => (
            <div className="program-row--mobile">
              <ProgramTitleCell course={course} />
              <div className="program-row__footer">
                <ProgramVisibility course={course} />
                {actions(course)}
              </div>
            </div>
          ),
        },
      ]
    : [
        {
          key: "title",
          title: t("programs.columns.title"),
          render: (_, course) => <ProgramTitleCell course={course} />,
        },
        {
          key: "fee",
          title: t("catalogue.card.fee"),
          render: (_, course) => (course.cost > 0 ? formatTenge(course.cost, language) : "—"),
        },
        {
          key: "tuition",
          title: t("catalogue.card.tuition"),
          render: (_, course) =>
            course.is_free || course.price === 0
              ? t("catalogue.card.free")
              : formatMoney({ amount: course.price, currency: course.price_currency, language }),
        },
        {
          key: "show",
          title: t("programs.columns.visibility"),
          render: (_, course) => <ProgramVisibility course={course} />,
        },
        { key: "actions", title: "", align: "right", width: 132, render: (_, course) => actions(course) },
      ];

  return (
    <div data-testid="programs-table">
      <Input
        allowClear={clearable}
        prefix={<SearchOutlined />}
        placeholder={t("programs.search")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid="program-search"
      />
      <Table<CourseCard>
        rowKey="id"
        columns={columns}
        tableLayout={isMobile ? "fixed" : undefined}
        dataSource={courses.data?.results}
        loading={courses.isFetching}
        locale={{ emptyText: t("programs.empty") }}
        onRow={(course) => ({ "data-testid": `program-row-${course.id}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize: CATALOG_PAGE_SIZE,
          total: pagedTotal(courses.data?.count ?? 0, CATALOG_PAGE_SIZE),
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (nextPage) => setParam({ page: nextPage > 1 ? String(nextPage) : null }),
        }}
      />
    </div>
  );
}
