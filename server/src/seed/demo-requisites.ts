import type { Db } from "../db/client.js";
import { requisitesOf, saveRequisites } from "../modules/requisites/requisites.queries.js";

/**
 * The demo school's requisites (decision 0158), so its acts print and the settings show real-looking data: a BIN and
 * an IIK that pass their check digits, Halyk Bank's BIK. Educational services of a licensed school are exempt from
 * VAT, so the demo is no VAT payer. Saved once: what the school changes later is kept.
 */
export const DEMO_REQUISITES = {
  legalName: "ТОО «Демо-школа»",
  bin: "180540012343",
  legalAddress: "050010, г. Алматы, Медеуский район, пр. Абая, д. 1, офис 12",
  bankName: "АО «Народный Банк Казахстана»",
  iik: "KZ47601A871000123456",
  bik: "HSBKKZKX",
  kbe: "17",
  directorName: "Нурланова Айгерим Болатовна",
  directorTitle: "Директор",
  vatPayer: false,
  vatRate: null,
  vatCertificateSeries: "",
  vatCertificateNumber: "",
};

export async function seedDemoRequisites(db: Db, schoolId: number): Promise<void> {
  const scope = { db, schoolId };
  if (await requisitesOf(scope)) return;
  await saveRequisites(scope, DEMO_REQUISITES);
}
