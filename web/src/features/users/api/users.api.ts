import {
  getUserProfile,
  listUsers as listUsersEndpoint,
  type ManagerCreateBody,
  type ManagerUpdateBody,
  managerCreateUser,
  managerUpdateUser,
} from "@school/contracts";
import { callEndpoint } from "../../../api/http-client";

/** The list's query as the URL holds it: only the fields set are sent. */
export type UsersListFilters = {
  q?: string;
  role?: string;
  education?: string;
  language?: string;
  page: number;
};

export function fetchUsers(input: { query: UsersListFilters; signal?: AbortSignal }) {
  return callEndpoint(listUsersEndpoint, { query: input.query, signal: input.signal });
}

export function createUser(body: ManagerCreateBody) {
  return callEndpoint(managerCreateUser, { body });
}

export function fetchUser(input: { id: number; signal?: AbortSignal }) {
  return callEndpoint(getUserProfile, { params: { id: input.id }, signal: input.signal });
}

export function updateUser(input: { id: number; body: ManagerUpdateBody }) {
  return callEndpoint(managerUpdateUser, { params: { id: input.id }, body: input.body });
}
