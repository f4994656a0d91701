import { and, asc, eq, isNull, like } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { payments } from "../db/schema/index.js";
import * as receipts from "../modules/payments/receipts/receipts.queries.js";

/**
 * The receipts of the demo's paid payments (decision 0161), so a payment's drawer and a student's "My payments" show
 * them: the online payment with the fiscal receipt a register would have issued (its sign and OFD link), the ones
 * recorded by hand without one, as a platform with FISCAL_PROVIDER off issues them. Their PDFs are drawn when first
 * downloaded, as any receipt the job has not drawn yet is. Runs once (a receipt per payment and key).
 */
export async function seedDemoReceipts(db: Db, schoolId: number): Promise<void> {
  const scope = { db, schoolId };
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.schoolId, schoolId),
        like(payments.orderId, `demo-pay-${schoolId}-%`),
        eq(payments.status, "paid"),
        isNull(payments.deletedAt),
      ),
    )
    .orderBy(asc(payments.id));
  for (const [index, payment] of paid.entries()) {
    const id = await receipts.insertReceipt(scope, {
      paymentId: payment.id,
      kind: "payment",
      key: "payment",
      refundEventId: null,
      amountMinor: payment.amountMinor,
      issuedAt: payment.paidAt ?? payment.createdAt,
      fiscalState: payment.method === "provider" ? "sending" : "off",
    });
    if (id === null || payment.method !== "provider") continue;
    const sign = String(3_210_987_700 + index);
    await receipts.settleFiscal(scope, {
      id,
      from: ["sending"],
      values: {
        fiscalState: "registered",
        fiscalProvider: "webkassa",
        fiscalExternalId: `${schoolId}-${payment.id}-payment`,
        fiscalSign: sign,
        fiscalNumber: String(index + 1),
        fiscalUrl: `https://consumer.oofd.kz/?i=${sign}&f=010101012345&s=${payment.amountMinor / 100}.00`,
        fiscalAt: payment.paidAt,
      },
    });
  }
}
