import { describe, expect, it } from "vitest";
import { formatMoney, formatTenge } from "../../ui/format";
import { youtubeEmbedUrl } from "./youtube";

describe("youtubeEmbedUrl", () => {
  const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

  it("turns every common link form into a youtube-nocookie embed", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtube.com/watch?v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(youtubeEmbedUrl(link)).toBe(embed);
    }
  });

  it("refuses what is not a YouTube video", () => {
    for (const link of ["", null, "not a url", "https://vimeo.com/123", "https://www.youtube.com/channel/abc"]) {
      expect(youtubeEmbedUrl(link)).toBeNull();
    }
  });
});

describe("money", () => {
  it("writes the fee in tenge and tuition with its currency", () => {
    expect(formatTenge(35000, "en")).toBe("35,000 ₸");
    expect(formatMoney({ amount: 3900, currency: "EUR", language: "en" })).toBe("EUR 3,900");
    expect(formatMoney({ amount: 3900, currency: "XYZW", language: "en" })).toBe("3,900 XYZW");
  });
});
