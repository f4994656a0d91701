import {
  type ListView,
  type ListViewBody,
  USER_LIST_COLUMNS,
  type UserListColumn,
  type UserListOrdering,
} from "@school/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdScope } from "../../../antd-scope/AntdScope";
import { Button } from "../../../ui/lite/Button";
import { Checkbox } from "../../../ui/lite/Checkbox";
import { DeleteIcon } from "../../../ui/lite/icons/DeleteIcon";
import { SaveIcon } from "../../../ui/lite/icons/SaveIcon";
import { TableIcon } from "../../../ui/lite/icons/TableIcon";
import { Popover } from "../../../ui/lite/Popover";
import { Select } from "../../../ui/lite/Select";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { useListViewMutations, useListViews } from "../hooks/use-views";
import type { SaveViewValues } from "./SaveViewDialog";
import "../texts";
import { preloadable } from "../../../ui/preloadable";

// The save dialog (a form in a modal) comes when first opened (decision 0174), with Ant Design's scope: the bar and
// the list around it are drawn without it.
const SaveViewDialog = preloadable(() => import("./SaveViewDialog").then((module) => module.SaveViewDialog));

/** The list as it stands: what a view saves, and what choosing one brings back. */
export type ListState = { filters: Record<string, string>; columns: UserListColumn[]; ordering: UserListOrdering };

/** A column's heading: the list's own four, then the CRM's. */
export function useColumnTitle() {
  const { t } = useTranslation();
  return (column: UserListColumn) =>
    ["email", "phone", "role", "source"].includes(column)
      ? t(runtimeKey(`users.columns.${column}`))
      : t(runtimeKey(`crm.columns.${column}`));
}

/**
 * Which columns the table shows, in the table's own order; the choice lives in the address like the filters. The
 * ticks are kept here too: the address reaches the screen in a transition, and a second tick made before it lands
 * must add to the first rather than to the address as it was.
 */
export function ColumnsChooser({
  columns,
  onChange,
}: {
  columns: UserListColumn[];
  onChange: (columns: UserListColumn[]) => void;
}) {
  const { t } = useTranslation();
  const title = useColumnTitle();
  const [ticked, setTicked] = useState(columns);
  const inAddress = columns.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's columns, compared by value
  useEffect(() => setTicked(columns), [inAddress]);
  return (
    <Popover
      align="start"
      title={t("crm.columnsTitle")}
      icon={<TableIcon />}
      data-testid="users-columns"
      content={
        <fieldset className="columns-choice" aria-label={t("crm.columnsTitle")}>
          {USER_LIST_COLUMNS.map((column) => (
            // biome-ignore lint/a11y/noLabelWithoutControl: the light Checkbox inside is the label's <input>
            <label key={column} className="columns-choice__item" data-testid={`column-${column}`}>
              <Checkbox
                checked={ticked.includes(column)}
                onChange={(event) => {
                  const next = USER_LIST_COLUMNS.filter((each) =>
                    each === column ? event.target.checked : ticked.includes(each),
                  );
                  setTicked(next);
                  onChange(next);
                }}
              />
              {title(column)}
            </label>
          ))}
        </fieldset>
      }
    >
      {t("crm.columnsButton")}
    </Popover>
  );
}

/**
 * The saved views (decision 0086): choosing one brings back its filters, columns and order; the current list is
 * saved as a new view (the caller's own, or shared with the school's staff), or over the chosen one when the caller
 * may change it.
 */
export function SavedViews({
  current,
  chosenId,
  onChoose,
}: {
  current: ListState;
  chosenId: number | undefined;
  onChoose: (view: ListView | undefined) => void;
}) {
  const { t } = useTranslation();
  const views = useListViews();
  const { create, update, remove } = useListViewMutations();
  const [saving, setSaving] = useState(false);
  const [opened, setOpened] = useState(false);
  const list = views.data ?? [];
  const chosen = list.find((view) => view.id === chosenId);
  const option = (group: string) => (view: ListView) => ({
    value: view.id,
    label: view.owner && !view.editable ? `${view.name} (${t("crm.views.by", { name: view.owner.name })})` : view.name,
    group,
  });
  const mine = list.filter((view) => view.editable || !view.shared);
  const shared = list.filter((view) => !mine.includes(view));
  const bodyOf = (values: SaveViewValues): ListViewBody => ({
    name: values.name.trim(),
    shared: values.shared,
    ...current,
  });
  const saveNew = (values: SaveViewValues, reset: () => void) =>
    create.mutate(bodyOf(values), {
      onSuccess: (view) => {
        toast.success(t("crm.views.saved", { name: view.name }));
        setSaving(false);
        reset();
        onChoose(view);
      },
    });
  const saveOver = (view: ListView) =>
    update.mutate(
      { id: view.id, body: bodyOf({ name: view.name, shared: view.shared }) },
      { onSuccess: (saved) => toast.success(t("crm.views.saved", { name: saved.name })) },
    );
  return (
    <>
      <Select<number>
        className="users-views__choice"
        label={t("crm.views.label")}
        placeholder={t("crm.views.placeholder")}
        value={chosen?.id}
        loading={views.isPending}
        onChange={(id) => onChoose(list.find((view) => view.id === id))}
        options={[...mine.map(option(t("crm.views.mine"))), ...shared.map(option(t("crm.views.shared")))]}
        testId="users-views"
      />
      <Button
        icon={<SaveIcon />}
        onClick={() => {
          setOpened(true);
          setSaving(true);
        }}
        data-testid="users-view-save"
      >
        {t("crm.views.save")}
      </Button>
      {chosen?.editable && (
        <>
          <Button loading={update.isPending} onClick={() => saveOver(chosen)} data-testid="users-view-update">
            {t("crm.views.update", { name: chosen.name })}
          </Button>
          <Button
            icon={<DeleteIcon />}
            aria-label={t("crm.views.delete")}
            title={t("crm.views.delete")}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(chosen.id, {
                onSuccess: () => {
                  toast.success(t("crm.views.deleted"));
                  onChoose(undefined);
                },
              })
            }
            data-testid="users-view-delete"
          />
        </>
      )}
      {opened && (
        <AntdScope>
          <SaveViewDialog
            open={saving}
            pending={create.isPending}
            error={create.error}
            onClose={() => setSaving(false)}
            onSave={saveNew}
          />
        </AntdScope>
      )}
    </>
  );
}
