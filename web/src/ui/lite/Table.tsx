import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DownIcon } from "./icons/DownIcon";
import { Spinner } from "./Spinner";
import "./controls.css";

/** How a sortable column is sorted now: its header says so to a screen reader (aria-sort). */
export type SortOrder = "ascending" | "descending" | null;

export type TableColumn<Row> = {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  /** Given, the column is sortable: its header is a button, and a press on it asks `onSort` for the next order. */
  sort?: { order: SortOrder; onSort: () => void };
  /** Stays in sight at the start while the other columns scroll sideways (a list's names). */
  sticky?: boolean;
};

/**
 * A data table, as Ant Design's draws it, without its runtime: a real <table> whose headers name their columns, a
 * sortable header a button (Enter sorts), the rows keyed and named for tests; wider than the screen, it scrolls
 * sideways in its own box. While the rows are fetched, the rows shown stay under a veil and the table says it is
 * busy; with none, `emptyText` says why.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  rowTestId,
  fixedLayout = false,
  label,
  testId,
}: {
  columns: readonly TableColumn<Row>[];
  /** Undefined while the first answer is awaited. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  emptyText: ReactNode;
  rowTestId?: (row: Row) => string;
  /** Columns share the width evenly and long words wrap (a phone's one-column list). */
  fixedLayout?: boolean;
  /** The table's name for a screen reader. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const shown = rows ?? [];
  return (
    <div className="lite-table" aria-busy={loading || undefined} data-testid={testId}>
      <div className="lite-table__scroll">
        <table
          className={fixedLayout ? "lite-table__table lite-table__table--fixed" : "lite-table__table"}
          aria-label={label}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <Header key={column.key} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.sticky ? "lite-table__sticky" : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="lite-table__empty">
                  {rows === undefined ? <span className="visually-hidden">{t("common.loading")}</span> : emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loading && (
        <div className="lite-table__veil">
          <Spinner />
        </div>
      )}
    </div>
  );
}

function Header<Row>({ column }: { column: TableColumn<Row> }) {
  const className = column.sticky ? "lite-table__sticky" : undefined;
  if (!column.sort) {
    return (
      <th scope="col" className={className}>
        {column.title}
      </th>
    );
  }
  const { order, onSort } = column.sort;
  return (
    // The whole header sorts, as Ant Design's does; its button takes the keyboard's Enter, whose click lands here.
    <th scope="col" className={className} aria-sort={order ?? undefined} onClick={onSort}>
      <button type="button" className="lite-table__sorter">
        <span>{column.title}</span>
        <span className={`lite-table__arrows lite-table__arrows--${order ?? "none"}`} aria-hidden>
          <DownIcon className="lite-table__arrow-up" />
          <DownIcon className="lite-table__arrow-down" />
        </span>
      </button>
    </th>
  );
}
