import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import kk from "../locales/kk/other-screens.json";
import { iconAria } from "./icon-labels";

beforeAll(async () => {
  await i18n.init({ lng: "kk", resources: { kk: { translation: kk } }, initAsync: false });
});

describe("an Ant Design icon's name for a screen reader", () => {
  it("is the action it stands for in the reader's language", () => {
    expect(iconAria("search", {})).toEqual({ "aria-label": "Іздеу" });
    expect(iconAria("close", {})).toEqual({ "aria-label": "Жабу" });
    expect(iconAria("more", {})).toEqual({ "aria-label": "Тағы" });
  });

  it("is none for an icon that only decorates, and the app's own when it gives one", () => {
    expect(iconAria("down", {})).toEqual({ "aria-hidden": true });
    expect(iconAria("calendar", {})).toEqual({ "aria-hidden": true });
    expect(iconAria("close-circle", { "aria-label": "Тазалау" })).toEqual({});
    expect(iconAria("search", { "aria-hidden": true })).toEqual({});
  });
});
