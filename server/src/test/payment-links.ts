import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { conversationMessages } from "../db/schema/index.js";
import type { caller, TestApp, TestSchool } from "./test-app.js";

/**
 * Staff send a tranche's payment link by e-mail, as a manager does from the student's payments; the token is read from
 * the message the student got, as the student would follow it.
 */
export async function sendPaymentLink(input: {
  harness: TestApp;
  as: ReturnType<typeof caller>;
  school: TestSchool;
  trancheId: number;
}): Promise<string> {
  const sent = await input.as(input.school, "admin", {
    method: "POST",
    url: `/api/v1/user/accounts/payment-tranche/${input.trancheId}/payment_link/`,
    payload: { channel: "email" },
  });
  expect(sent.statusCode).toBe(201);
  const [message] = await input.harness.database.db
    .select({ body: conversationMessages.body })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, sent.json().message_id));
  const token = /\/pay\/link\/([A-Za-z0-9_-]{43})/.exec(message!.body)?.[1];
  expect(token).toBeDefined();
  expect(sent.json().url).toContain(token);
  return token!;
}
