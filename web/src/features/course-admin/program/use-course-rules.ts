import type { FormRule } from "antd";
import { useTranslation } from "react-i18next";
import { type CourseField, checkField, type FieldProblem } from "./course-form-values";

/** Section 5's own words for the required program fields; other required fields say "Fill in this field!". */
const REQUIRED_MESSAGES: Partial<
  Record<CourseField, "titleRequired" | "shortRequired" | "fullRequired" | "tagRequired">
> = {
  title_ru: "titleRequired",
  short_desc_ru: "shortRequired",
  full_desc_ru: "fullRequired",
  tag: "tagRequired",
};

export function useFieldProblemText() {
  const { t } = useTranslation();
  return (field: CourseField, problem: FieldProblem): string => {
    switch (problem.key) {
      case "required": {
        const message = REQUIRED_MESSAGES[field];
        return message ? t(`courseForm.errors.${message}`) : t("validation.required");
      }
      case "tooLong":
        return t("courseForm.errors.tooLong", { max: problem.max });
      case "tooBig":
        return t("courseForm.errors.tooBig", { max: problem.max });
      case "youtube":
        return t("courseForm.errors.youtube");
      default:
        return t("courseForm.errors.invalid");
    }
  };
}

/** One antd rule per field that runs the contract's schema for it. */
export function useCourseRules() {
  const text = useFieldProblemText();
  return (field: CourseField): FormRule[] => [
    {
      validator: async (_rule, value: unknown) => {
        const problem = checkField(field, value);
        if (problem) throw new Error(text(field, problem));
      },
    },
  ];
}

export const REQUIRED_FIELDS = new Set<CourseField>(Object.keys(REQUIRED_MESSAGES) as CourseField[]);
