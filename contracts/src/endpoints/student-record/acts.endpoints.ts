import { z } from "zod";
import { idQuery, studentQuery, workAct, workActBody, workActCount } from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const listWorkActs = endpoint({
  method: "GET",
  path: "user/accounts/avr/",
  permission: "payment.read",
  summary: "A student's acts of work done (AVR)",
  tags,
  query: studentQuery,
  response: z.array(workAct),
});

export const createWorkAct = endpoint({
  method: "POST",
  path: "user/accounts/avr/",
  permission: "studentRecord.manage",
  summary: "Add an act of work done (number, date, amount, note)",
  tags,
  body: workActBody,
  response: workAct,
  status: 201,
});

export const deleteWorkAct = endpoint({
  method: "DELETE",
  path: "user/accounts/avr/",
  permission: "studentRecord.manage",
  summary: "Delete an act of work done (id)",
  tags,
  query: idQuery,
  response: null,
  status: 204,
});

export const countWorkActs = endpoint({
  method: "GET",
  path: "user/accounts/avr/count/",
  permission: "studentRecord.staffOnly",
  summary: "How many acts the school has and their total amount",
  tags,
  response: workActCount,
});
