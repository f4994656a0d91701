import { videoEmbedOf } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { demoPdf } from "../../../seed/demo-pdf.js";
import { multipartFile } from "../../../test/http-fixtures.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const API = "/api/v1/help/video";

/** The head of a WebM file (an EBML header naming the "webm" document type), then some bytes. */
const webm = Buffer.concat([
  Buffer.from(
    "1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878102428581021853806701ffffffffffffff",
    "hex",
  ),
  Buffer.alloc(2000, 0),
]);

async function upload(file: Buffer, role: Role = "admin_school", school: TestSchool = suite.school) {
  const body = multipartFile(file, "welcome.webm", "video/webm");
  return suite.harness.app.inject({
    method: "PUT",
    url: `${API}/file/`,
    payload: body.payload,
    headers: { ...body.headers, ...(await suite.harness.authAs(school, role)) },
  });
}
const link = (url: string, role: Role = "admin", school: TestSchool = suite.school) =>
  suite.as(school, role, { method: "PUT", url: `${API}/link/`, payload: { url } });
const read = (role: Role = "student", school: TestSchool = suite.school) =>
  suite.as(school, role, { method: "GET", url: `${API}/` });

describe("the onboarding video", () => {
  it("is none until staff set one", async () => {
    expect((await read()).json()).toEqual({ video: null });
    expect((await suite.as(suite.school, "admin", { method: "DELETE", url: `${API}/` })).statusCode).toBe(404);
  });

  it("is uploaded as WebM or MP4 by its bytes and played from the school's own storage", async () => {
    const saved = await upload(webm);
    expect(saved.statusCode, saved.body).toBe(200);
    const video = saved.json().video;
    expect(video).toMatchObject({ kind: "file", embed_url: null });
    expect(video.url).toMatch(/^\/media\/onboarding\/\d+\/video-[0-9a-f]{16}\.webm$/);
    for (const role of ["admin_school", "admin", "teacher", "student"] as const) {
      expect((await read(role)).json().video).toEqual(video);
    }
    const served = await suite.harness.app.inject({ method: "GET", url: video.url, headers: { range: "bytes=0-3" } });
    expect(served.statusCode).toBe(206);
    expect((await read("student", suite.other)).json()).toEqual({ video: null });
  });

  it("refuses another type by its bytes, whatever its name says", async () => {
    const pdf = await upload(demoPdf({ title: "Not a video", lines: [] }));
    expect(pdf.statusCode).toBe(415);
  });

  it("is linked from YouTube or Vimeo only, and replaces an uploaded file", async () => {
    const uploaded = (await upload(webm)).json().video.url as string;
    const youtube = await link("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(youtube.statusCode, youtube.body).toBe(200);
    expect(youtube.json().video).toMatchObject({
      kind: "youtube",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      embed_url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect((await suite.harness.app.inject({ method: "GET", url: uploaded })).statusCode).toBe(404);
    const vimeo = await link("https://vimeo.com/76979871");
    expect(vimeo.json().video).toMatchObject({ kind: "vimeo", embed_url: "https://player.vimeo.com/video/76979871" });
    for (const url of [
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://user@www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "https://vimeo.com/abc",
    ]) {
      const refused = await link(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().fields).toHaveProperty("url");
    }
    expect((await suite.as(suite.school, "admin", { method: "DELETE", url: `${API}/` })).statusCode).toBe(204);
    expect((await read()).json()).toEqual({ video: null });
  });

  it("is changed by staff only", async () => {
    for (const role of ["teacher", "student"] as const) {
      expect((await upload(webm, role)).statusCode).toBe(403);
      expect((await link("https://youtu.be/dQw4w9WgXcQ", role)).statusCode).toBe(403);
    }
    expect((await suite.harness.app.inject({ method: "GET", url: `${API}/` })).statusCode).toBe(401);
  });
});

describe("videoEmbedOf", () => {
  it("reads the link forms of the two hosts", () => {
    expect(videoEmbedOf("https://youtu.be/dQw4w9WgXcQ")?.embedUrl).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedOf("https://www.youtube.com/shorts/dQw4w9WgXcQ")?.host).toBe("youtube");
    expect(videoEmbedOf("https://player.vimeo.com/video/76979871")?.host).toBe("vimeo");
    expect(videoEmbedOf("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBeNull();
  });
});
