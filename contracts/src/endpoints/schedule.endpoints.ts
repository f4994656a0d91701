import { z } from "zod";
import { idParams } from "../fields.js";
import {
  filterTeachersQuery,
  freeTeachers,
  icalLink,
  icalParams,
  icalStatus,
  scheduleAddStudentBody,
  scheduleAddStudentResult,
  scheduleCreateBody,
  scheduleDeleteBody,
  scheduleDeleteResult,
  scheduleLessonDetail,
  scheduleLessonList,
  scheduleListQuery,
  schedulePerson,
  schedulePostStatusBody,
  scheduleResetBody,
  studentLessonsQuery,
  workDay,
  workDayCreateBody,
  workDayList,
  workDayUpdateBody,
  workTime,
  workTimeQuery,
} from "../schedule.js";
import { scheduleSettings, scheduleSettingsBody } from "../schedule-settings.js";
import { endpoint } from "./endpoint.js";

/** The timetable, its statuses and rules, and the teachers' work time (decision 0026). */
const tags = ["schedule"];

export const listSchedule = endpoint({
  method: "GET",
  path: "schedule/schedule/list/",
  permission: "schedule.read",
  summary:
    "Lessons of a day or of a range of at most 62 days (students and teachers: their own), times in the school's zone",
  tags,
  query: scheduleListQuery,
  response: scheduleLessonList,
});

export const listGroupSchedule = endpoint({
  method: "GET",
  path: "schedule/schedule/list_manager_group/{id}/",
  permission: "schedule.readGroup",
  summary: "A group's lessons, from the earliest (teachers: of the groups they teach)",
  tags,
  params: idParams("id"),
  response: scheduleLessonList,
});

export const listStudentSchedule = endpoint({
  method: "GET",
  path: "schedule/schedule/list_manager_student/{userId}/",
  permission: "schedule.readStudent",
  summary: "A student's lessons, of one lesson type when named",
  tags,
  params: idParams("userId"),
  query: studentLessonsQuery,
  response: scheduleLessonList,
});

export const getScheduleLesson = endpoint({
  method: "GET",
  path: "schedule/schedule/detail/{id}/",
  permission: "schedule.read",
  summary: "One lesson with its history (moves keep the old slot) and the moves its status allows",
  tags,
  params: idParams("id"),
  response: scheduleLessonDetail,
});

export const listCourseTeachers = endpoint({
  method: "GET",
  path: "schedule/schedule/teacher_in_course/{id}/",
  permission: "schedule.manage",
  summary: "The teachers of a program, for planning its lessons",
  tags,
  params: idParams("id"),
  response: z.array(schedulePerson),
});

export const filterTeachers = endpoint({
  method: "GET",
  path: "schedule/schedule/filter_teachers/",
  permission: "schedule.manage",
  summary:
    "Teachers working and free at a day (or week day) and time, for a program and lesson type; else 'No free teacher for the given time'",
  tags,
  query: filterTeachersQuery,
  response: freeTeachers,
});

export const createScheduleLessons = endpoint({
  method: "POST",
  path: "schedule/schedule/create/",
  permission: "schedule.manage",
  summary: "Plan a lesson or a weekly series inside the teacher's work time; a teacher booked at that time answers 409",
  tags,
  body: scheduleCreateBody,
  response: scheduleLessonList,
  status: 201,
});

export const deleteScheduleLessons = endpoint({
  method: "POST",
  path: "schedule/schedule/delete/",
  permission: "schedule.manage",
  summary: "Delete lessons (with `series`: and the later lessons of their series)",
  tags,
  body: scheduleDeleteBody,
  response: scheduleDeleteResult,
});

export const addScheduleStudent = endpoint({
  method: "POST",
  path: "schedule/schedule/add/{userId}/",
  permission: "schedule.manage",
  summary: "Add a student to a lesson (with `series`: and to the later lessons of its series)",
  tags,
  params: idParams("userId"),
  body: scheduleAddStudentBody,
  response: scheduleAddStudentResult,
});

export const resetScheduleStatus = endpoint({
  method: "POST",
  path: "schedule/schedule/cancel_status/{id}/",
  permission: "schedule.reset",
  summary: "Reset a conducted or cancelled lesson to planned (a cancellation counted against a student is given back)",
  tags,
  params: idParams("id"),
  body: scheduleResetBody,
  response: scheduleLessonDetail,
});

export const postScheduleStatus = endpoint({
  method: "POST",
  path: "schedule/schedule/post_status/{scheduleId}/",
  permission: "schedule.setStatus",
  summary:
    "Mark conducted (its teacher, staff), move or cancel (its student within the school's rules; staff beyond them with a reason); other moves 409",
  tags,
  params: idParams("scheduleId"),
  body: schedulePostStatusBody,
  response: scheduleLessonDetail,
});

export const listWorkDays = endpoint({
  method: "GET",
  path: "schedule/work-day/list/{id}/",
  permission: "workDay.read",
  summary: "A teacher's work days (teachers: their own)",
  tags,
  params: idParams("id"),
  response: workDayList,
});

export const getWorkTime = endpoint({
  method: "GET",
  path: "schedule/work-day/get_work_time/",
  permission: "schedule.rules",
  summary: "The school's time zone, work hours and schedule rules, with a teacher's work days when named",
  tags,
  query: workTimeQuery,
  response: workTime,
});

export const createWorkDay = endpoint({
  method: "POST",
  path: "schedule/work-day/create/",
  permission: "schedule.manage",
  summary: "Add a teacher's working hours on a week day (no overlap with their other hours that day)",
  tags,
  body: workDayCreateBody,
  response: workDay,
  status: 201,
});

export const updateWorkDay = endpoint({
  method: "PATCH",
  path: "schedule/work-day/update/{id}/",
  permission: "schedule.manage",
  summary: "Change a teacher's working hours",
  tags,
  params: idParams("id"),
  body: workDayUpdateBody,
  response: workDay,
});

export const deleteWorkDay = endpoint({
  method: "DELETE",
  path: "schedule/work-day/delete/{id}/",
  permission: "schedule.manage",
  summary: "Remove a teacher's working hours (lessons already planned stay)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const updateScheduleSettings = endpoint({
  method: "PATCH",
  path: "user/school/schedule_settings/",
  permission: "schedule.manage",
  summary: "Change the school's schedule rules: time zone, work hours, allowances and notice, nightly completion",
  tags,
  body: scheduleSettingsBody,
  response: scheduleSettings,
});

export const getCalendarFeed = endpoint({
  method: "GET",
  path: "schedule/ical/",
  permission: "calendarFeed.own",
  summary: "Whether the caller has a private calendar address, and since when (the address is shown only when made)",
  tags,
  response: icalStatus,
});

export const renewCalendarFeed = endpoint({
  method: "POST",
  path: "schedule/ical/",
  permission: "calendarFeed.own",
  summary: "A new private calendar address, shown this once; the old one stops working",
  tags,
  response: icalLink,
});

export const revokeCalendarFeed = endpoint({
  method: "DELETE",
  path: "schedule/ical/",
  permission: "calendarFeed.own",
  summary: "Stop the caller's calendar address",
  tags,
  response: null,
  status: 204,
});

export const calendarFeed = endpoint({
  method: "GET",
  path: "schedule/ical/{token}",
  permission: "calendarFeed.read",
  summary: "The lessons of the address's user as an iCalendar feed (RFC 5545, text/calendar)",
  tags,
  params: icalParams,
  response: null,
});
