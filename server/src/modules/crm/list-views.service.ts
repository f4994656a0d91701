import { LIST_VIEWS_LIMIT, type ListView, type ListViewBody, type UserListOrdering } from "@school/contracts";
import { hasAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import * as queries from "./list-views.queries.js";

/**
 * Who may change a view (decision 0086): its author; a shared one also the school admin, who keeps the school's
 * shared menu tidy. Seeing is the query's rule: one's own views and the shared ones.
 */
const mayChange = (actor: Actor, view: queries.ViewRow, tidiesShared: boolean) =>
  view.ownerId === actor.caller.userId || (view.shared && tidiesShared);
const tidiesShared = (actor: Actor) => hasAccess(actor, "listView.manageShared");

const asView = (actor: Actor, row: queries.ViewRow, tidies: boolean): ListView => ({
  id: row.id,
  name: row.name,
  shared: row.shared,
  filters: row.filters,
  columns: row.columns,
  ordering: row.ordering as UserListOrdering,
  owner: row.ownerName === null ? null : { id: row.ownerId, name: row.ownerName },
  editable: mayChange(actor, row, tidies),
  updated_at: row.updatedAt.toISOString(),
});

/** Another user's private view is not disclosed: 404, as for a view of another school. */
const notFound = () => new AppError("not_found", "View not found");

export async function listViews(actor: Actor): Promise<ListView[]> {
  const [rows, tidies] = await Promise.all([queries.visibleViews(actor, actor.caller.userId), tidiesShared(actor)]);
  return rows.map((row) => asView(actor, row, tidies));
}

async function viewToChange(actor: Actor, id: number) {
  const view = await queries.visibleView(actor, { id, ownerId: actor.caller.userId });
  if (!view) throw notFound();
  if (!mayChange(actor, view, await tidiesShared(actor)))
    throw new AppError("forbidden", "Only the view's author changes it");
  return view;
}

async function answer(actor: Actor, id: number): Promise<ListView> {
  const row = await queries.visibleView(actor, { id, ownerId: actor.caller.userId });
  if (!row) throw notFound();
  return asView(actor, row, await tidiesShared(actor));
}

/** A new view; each user's own views and the school's shared ones are bounded, as the menu is (409 past it). */
export async function createView(actor: Actor, body: ListViewBody): Promise<ListView> {
  const counts = await queries.viewCounts(actor, actor.caller.userId);
  if (counts.own >= LIST_VIEWS_LIMIT || (body.shared && counts.shared >= LIST_VIEWS_LIMIT)) {
    throw new AppError("conflict", `At most ${LIST_VIEWS_LIMIT} saved views`);
  }
  const id = await queries.insertView(actor, { ownerId: actor.caller.userId, body });
  return answer(actor, id);
}

export async function updateView(actor: Actor, input: { id: number; body: ListViewBody }): Promise<ListView> {
  await viewToChange(actor, input.id);
  await queries.updateView(actor, input);
  return answer(actor, input.id);
}

export async function deleteView(actor: Actor, id: number): Promise<undefined> {
  await viewToChange(actor, id);
  await queries.deleteView(actor, id);
  return undefined;
}
