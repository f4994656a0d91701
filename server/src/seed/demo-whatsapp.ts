import type { Db } from "../db/client.js";
import { markInbound, replaceTemplates, saveLink } from "../modules/whatsapp/whatsapp.queries.js";
import { userIdsByEmail } from "./demo-people.js";

/**
 * The demo's WhatsApp (decision 0157): Nursultan's number linked (his messages in demo-conversations.ts, the last one
 * three hours ago) and two templates mapped to approved WhatsApp templates. The school's number itself is not set: it
 * needs a real token from Meta, which a demo cannot have; the settings show where it goes. Idempotent.
 */
export async function seedDemoWhatsapp(db: Db, schoolId: number): Promise<void> {
  const scope = { db, schoolId };
  const ids = await userIdsByEmail(db, schoolId, ["nursultan@demo.kz"]);
  const nursultan = ids.get("nursultan@demo.kz");
  if (nursultan !== undefined) {
    await saveLink(scope, { userId: nursultan, waId: "77015550142" });
    await markInbound(scope, { userId: nursultan, at: new Date(Date.now() - (2 * 60 + 45) * 60_000) });
  }
  await replaceTemplates(scope, [
    { key: "visa_recommendations", name: "visa_recommendations", language: "ru", parameters: ["first_name"] },
    { key: "service_rating", name: "service_rating", language: "ru", parameters: ["first_name", "school"] },
  ]);
}
