import type { ListViewBody } from "@school/contracts";
import {
  createUserListView,
  deleteUserListView,
  getStudentStanding,
  listUserListViews,
  updateUserListView,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchListViews = (signal?: AbortSignal) => callEndpoint(listUserListViews, { signal });

export const createListView = (body: ListViewBody) => callEndpoint(createUserListView, { body });

export const updateListView = (input: { id: number; body: ListViewBody }) =>
  callEndpoint(updateUserListView, { params: { id: input.id }, body: input.body });

export const deleteListView = (id: number) => callEndpoint(deleteUserListView, { params: { id } });

export const fetchStanding = (input: { id: number; signal?: AbortSignal }) =>
  callEndpoint(getStudentStanding, { params: { id: input.id }, signal: input.signal });
