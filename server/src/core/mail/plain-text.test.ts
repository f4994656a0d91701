import { describe, expect, it } from "vitest";
import { notificationMail } from "../notify/notification-email.js";
import { mailPlainText } from "./plain-text.js";

describe("a mail's plain part (decision 0141)", () => {
  it("keeps each link's address beside its words, once where the words are the address", () => {
    const text = mailPlainText(
      '<p>Invoice <b>7</b>: <a href="https://pay.example.kz/i?id=7&amp;a=1">Pay here</a></p><p><a href="https://x.kz/">https://x.kz/</a></p>',
    );
    expect(text).toBe("Invoice 7: Pay here (https://pay.example.kz/i?id=7&a=1)\n\nhttps://x.kz/");
  });

  it("gives an HTML notification's mail a plain part with its links", () => {
    const mail = notificationMail("https://school.example.kz", {
      title: "Payment",
      body: "Pay here",
      html: '<p><a href="https://pay.example.kz/7">Pay here</a></p>',
      link: "/finance",
    });
    expect(mail.text).toBe("Pay here (https://pay.example.kz/7)\n\nhttps://school.example.kz/finance");
  });
});
