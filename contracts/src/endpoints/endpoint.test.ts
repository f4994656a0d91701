import { describe, expect, it } from "vitest";
import { login } from "./auth.endpoints.js";
import { updateCourse } from "./course.endpoints.js";
import { removeCourseStudent } from "./course-members.endpoints.js";
import { DICTIONARY_ENDPOINTS } from "./dictionary.endpoints.js";
import { endpointPath } from "./endpoint.js";

describe("endpointPath", () => {
  it("fills every placeholder, URI-encoded", () => {
    expect(endpointPath(removeCourseStudent, { courseId: 3, userId: 7 })).toBe(
      "course/course/delete_student_in_course/3/7/",
    );
    expect(endpointPath(updateCourse, { id: "a/b?c" })).toBe("course/course/update/a%2Fb%3Fc/");
    expect(endpointPath(login)).toBe("user/accounts/login/");
  });

  it("puts a dictionary entry's id where its kind's contract rows do (univer-tag spells update/ and delete/)", () => {
    expect(endpointPath(DICTIONARY_ENDPOINTS.tag.renameEntry, { id: 3 })).toBe("course/tag/3/");
    expect(endpointPath(DICTIONARY_ENDPOINTS.city.deleteEntry, { id: 7 })).toBe("course/city/7/");
    expect(endpointPath(DICTIONARY_ENDPOINTS.univerTag.renameEntry, { id: 4 })).toBe("course/univer-tag/update/4/");
    expect(endpointPath(DICTIONARY_ENDPOINTS.univerTag.deleteEntry, { id: 4 })).toBe("course/univer-tag/delete/4/");
  });

  it("refuses a path with a placeholder left empty", () => {
    expect(() => endpointPath(DICTIONARY_ENDPOINTS.tag.deleteEntry, {})).toThrow("no value for {id}");
  });
});
