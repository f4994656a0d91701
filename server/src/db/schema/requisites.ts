import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { schoolId, schoolRowsOnly } from "./columns.js";

/**
 * A school's requisites (decision 0158), one row per school: what its invoices, acts and contracts print. An empty
 * text is a requisite not filled; the contract checks each filled one (BIN, IIK, BIK, Kbe) before it is stored.
 */
export const schoolRequisites = pgTable(
  "school_requisites",
  {
    schoolId: schoolId().primaryKey(),
    legalName: text("legal_name").notNull().default(""),
    bin: text("bin").notNull().default(""),
    legalAddress: text("legal_address").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    iik: text("iik").notNull().default(""),
    bik: text("bik").notNull().default(""),
    kbe: text("kbe").notNull().default(""),
    directorName: text("director_name").notNull().default(""),
    directorTitle: text("director_title").notNull().default(""),
    vatPayer: boolean("vat_payer").notNull().default(false),
    /** Percent; null when the school pays no VAT. */
    vatRate: integer("vat_rate"),
    vatCertificateSeries: text("vat_certificate_series").notNull().default(""),
    vatCertificateNumber: text("vat_certificate_number").notNull().default(""),
    /** How its numbered documents start (decision 0171); "" for the default. */
    certificatePrefix: text("certificate_prefix").notNull().default(""),
    contractPrefix: text("contract_prefix").notNull().default(""),
    invoicePrefix: text("invoice_prefix").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [schoolRowsOnly()],
);
