import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/en/first-screen.json";
import ru from "../locales/ru/first-screen.json";
import { ApiError } from "./api-error";
import { errorText } from "./error-text";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "en", resources: { en: { translation: en }, ru: { translation: ru } } });
});

const tooLarge = (fields?: Record<string, string>) =>
  new ApiError({ status: 413, code: "payload_too_large", detail: "Please select a file…", fields });

describe("errorText", () => {
  it("names the limit the server sent for a file that is too large, in the interface's language", async () => {
    expect(errorText(tooLarge({ max_bytes: String(2 * 1024 * 1024) }), i18n.t)).toBe(
      "Please select a file that is less than 2 MB in size!",
    );
    expect(errorText(tooLarge({ max_bytes: String(500 * 1024 * 1024) }), i18n.getFixedT("ru"))).toBe(
      "Пожалуйста, выберите файл размером меньше 500 МБ!",
    );
  });

  it("falls back to the code's own text when no limit came with it", () => {
    expect(errorText(tooLarge(), i18n.t)).toBe(en.errors.code.payload_too_large);
  });
});
