import type {
  FilterTeachersQuery,
  ScheduleCreateBody,
  ScheduleListQuery,
  SchedulePostStatusBody,
} from "@school/contracts";
import {
  createScheduleLessons,
  filterTeachers,
  getCalendarFeed,
  getScheduleLesson,
  getWorkTime,
  listSchedule,
  listStudents,
  listTeachers,
  postScheduleStatus,
  renewCalendarFeed,
  resetScheduleStatus,
  revokeCalendarFeed,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchLessons = (query: ScheduleListQuery, signal?: AbortSignal) =>
  callEndpoint(listSchedule, { query, signal });
export const fetchLesson = (id: number, signal?: AbortSignal) =>
  callEndpoint(getScheduleLesson, { params: { id }, signal });
export const fetchRules = (signal?: AbortSignal) => callEndpoint(getWorkTime, { query: {}, signal });
export const fetchTeachers = (signal?: AbortSignal) => callEndpoint(listTeachers, { signal });
export const fetchStudents = (search: string, signal?: AbortSignal) =>
  callEndpoint(listStudents, { query: search ? { student: search } : {}, signal });
export const createLessons = (body: ScheduleCreateBody) => callEndpoint(createScheduleLessons, { body });
export const changeStatus = (input: { id: number; body: SchedulePostStatusBody }) =>
  callEndpoint(postScheduleStatus, { params: { scheduleId: input.id }, body: input.body });
export const resetStatus = (input: { id: number; reason: string }) =>
  callEndpoint(resetScheduleStatus, { params: { id: input.id }, body: { reason: input.reason } });
export const findFreeTeachers = (query: FilterTeachersQuery) => callEndpoint(filterTeachers, { query });
export const fetchFeedStatus = (signal?: AbortSignal) => callEndpoint(getCalendarFeed, { signal });
export const renewFeedLink = () => callEndpoint(renewCalendarFeed, {});
export const revokeFeedLink = () => callEndpoint(revokeCalendarFeed, {});
