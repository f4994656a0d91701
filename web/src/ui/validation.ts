import { email, PASSWORD_MIN_LENGTH, phone } from "@school/contracts";
import type { FormRule } from "antd";
import type { TFunction } from "i18next";

/** Form rules built on the shared zod schemas, so the browser refuses exactly what the server would. */
export const formRules = {
  required: (t: TFunction): FormRule => ({ required: true, whitespace: true, message: t("validation.required") }),
  email: (t: TFunction): FormRule => ({
    validator: async (_rule, value?: string) => {
      if (value && !email.safeParse(value).success) throw new Error(t("validation.email"));
    },
  }),
  phone: (t: TFunction): FormRule => ({
    validator: async (_rule, value?: string) => {
      if (value && !phone.safeParse(normalizePhone(value)).success) throw new Error(t("validation.phone"));
    },
  }),
  emailOrPhone: (t: TFunction): FormRule => ({
    validator: async (_rule, value?: string) => {
      if (value && !email.safeParse(value).success && !phone.safeParse(normalizePhone(value)).success) {
        throw new Error(t("validation.emailOrPhone"));
      }
    },
  }),
  password: (t: TFunction): FormRule => ({
    min: PASSWORD_MIN_LENGTH,
    message: t("validation.passwordLength", { min: PASSWORD_MIN_LENGTH }),
  }),
  sameAs:
    (t: TFunction, field: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value?: string) => {
        if (value && value !== getFieldValue(field)) throw new Error(t("validation.passwordsDiffer"));
      },
    }),
};

/** Phone typed with spaces, dashes or brackets is sent in the +7XXXXXXXXXX form the server expects. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, "");
}
