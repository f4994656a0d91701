import { describe, expect, it } from "vitest";
import { CERTIFICATE_PDF } from "./modules/certificates/certificate-pdf.js";
import type { DocumentContent } from "./modules/documents/document-content.js";
import { DOCUMENT_PDF } from "./modules/documents/document-layouts.js";
import { RECEIPT_PDF } from "./modules/payments/receipts/receipt-pdf.js";
import { openPdfThreads } from "./pdf-threads.js";
import { pdfQrCode, pdfText } from "./test/pdf-text.js";
import { createTestApp } from "./test/test-app.js";

/**
 * The platform's PDF threads (decision 0164) on their real entry: every kind is listed there and drawn there, and the
 * server's event loop goes on answering while a long document is drawn.
 */
const party = { name: "Әлия Серікова", code: "990101300123", address: "Алматы", phone: "", email: "" };
const contract = (paragraphs: number): DocumentContent => ({
  kind: "contract",
  language: "kk",
  number: "Д-7",
  date: "2026-11-27",
  body: Array.from({ length: paragraphs }, (_, index) =>
    `${index + 1}. Тараптар осы шарттың талаптарын адал орындауға міндеттенеді. `.repeat(6),
  ).join("\n\n"),
  contractor: {
    ...party,
    name: "ТОО «Демо мектеп»",
    code: "123456789012",
    bank: "Kaspi Bank",
    iik: "KZ123",
    bik: "CASPKZKA",
    kbe: "17",
    directorTitle: "Директор",
    directorName: "Асқар Нұрланов",
    vatCertificate: "",
  },
  customer: party,
  contract: null,
  lines: [{ name: "Итальян тілі B1", date: "2026-11-27", amount: 300_000 }],
  schedule: [],
  total: 300_000,
  currency: "KZT",
  vatRate: null,
});

const facts = {
  number: "DEMO-000042",
  holder: "Әлия Серікова",
  program: "Итальян тілі B1",
  hours: 72,
  issuedAt: new Date("2026-11-27T00:00:00Z"),
  issuer: "ТОО «Демо мектеп»",
  verifyUrl: "https://demo.school.kz/verify/abc",
};

/**
 * Each test starts a thread on the sources, which compiles and loads the contracts again (seconds on a busy machine;
 * the built server's thread loads its bundle in a fraction of that).
 */
const THREAD_START_TIMEOUT = { timeout: 120_000 };

describe("the PDF threads", () => {
  it(
    "draw every kind the platform has, in the shipped font, each document's text whole",
    THREAD_START_TIMEOUT,
    async () => {
      const pdfs = openPdfThreads(1);
      try {
        const [certificate, document, receipt] = await Promise.all([
          pdfs.draw(CERTIFICATE_PDF, { facts, language: "kk" }),
          pdfs.draw(DOCUMENT_PDF, { content: contract(1), acceptance: null }),
          pdfs.draw(RECEIPT_PDF, {
            receipt: {
              kind: "payment",
              school: "Демо мектеп",
              item: { kind: "course", title: "Итальян тілі B1" },
              amountMinor: 30_000_000,
              currency: "KZT",
              method: "cash",
              provider: null,
              at: new Date("2026-11-27T10:00:00Z"),
              timeZone: "Asia/Almaty",
              orderId: "42",
              number: "000042",
              payer: "Әлия Серікова",
              seller: { name: "ТОО «Демо мектеп»", bin: "123456789012", address: "Алматы" },
              vatRate: null,
              fiscal: null,
            },
            language: "kk",
          }),
        ]);
        for (const pdf of [certificate, document, receipt]) expect(await pdfText(pdf)).toContain("Әлия Серікова");
        expect(await pdfQrCode(certificate)).toBe("https://demo.school.kz/verify/abc");
        // The thread's fonts are parsed once: the Latin letters its Kazakh documents' Cyrillic ones are built from keep
        // their characters in the next document.
        const english = await pdfs.draw(CERTIFICATE_PDF, { facts, language: "en" });
        expect(await pdfText(english)).toContain("CERTIFICATE of completion This is to certify that");
      } finally {
        await pdfs.close();
      }
    },
  );

  it("leave the server's event loop free while they draw a long document", THREAD_START_TIMEOUT, async () => {
    const pdfs = openPdfThreads(1);
    try {
      // The thread started and its fonts parsed first: what is timed is the drawing alone.
      await pdfs.draw(DOCUMENT_PDF, { content: contract(1), acceptance: null });
      let last = performance.now();
      let longestPause = 0;
      const tick = () => {
        longestPause = Math.max(longestPause, performance.now() - last);
        last = performance.now();
      };
      const ticks = setInterval(tick, 5);
      const started = performance.now();
      const pdf = await pdfs.draw(DOCUMENT_PDF, { content: contract(400), acceptance: null });
      const drawingMs = performance.now() - started;
      // The pause the drawing's answer ends counts too.
      tick();
      clearInterval(ticks);
      expect(await pdfText(pdf)).toContain("400. Тараптар");
      // Drawn on this thread, the loop would stand still for most of the drawing (pdfkit lays out and subsets fonts
      // synchronously); here it only ever waits for its turn on a busy machine.
      expect(longestPause).toBeLessThan(drawingMs / 4);
    } finally {
      await pdfs.close();
    }
  });

  it("are the app's dependency, closed with the app once what it asked is drawn", THREAD_START_TIMEOUT, async () => {
    const harness = await createTestApp({ env: { PDF_THREADS: "1" } });
    const drawing = harness.deps.pdfs.draw(CERTIFICATE_PDF, { facts, language: "ru" });
    await harness.close();
    expect(await pdfText(await drawing)).toContain("СЕРТИФИКАТ");
    await expect(harness.deps.pdfs.draw(CERTIFICATE_PDF, { facts, language: "ru" })).rejects.toThrow(
      "The PDF threads are closed",
    );
  });
});
