// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const deleteLegalDocument = {
  method: "DELETE",
  path: "help/legal/{kind}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteLegalDocument>;

export const deleteOnboardingVideo = {
  method: "DELETE",
  path: "help/video/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteOnboardingVideo>;

export const getHelpSettings = {
  method: "GET",
  path: "help/settings/",
} as Route<typeof endpoints.getHelpSettings>;

export const getOnboardingVideo = {
  method: "GET",
  path: "help/video/",
} as Route<typeof endpoints.getOnboardingVideo>;

export const linkOnboardingVideo = {
  method: "PUT",
  path: "help/video/link/",
} as Route<typeof endpoints.linkOnboardingVideo>;

export const updateSupportContact = {
  method: "PUT",
  path: "help/support/",
} as Route<typeof endpoints.updateSupportContact>;

export const uploadLegalPdf = {
  method: "PUT",
  path: "help/legal/{kind}/file/",
  multipart: true,
} as Route<typeof endpoints.uploadLegalPdf>;

export const uploadOnboardingVideo = {
  method: "PUT",
  path: "help/video/file/",
  multipart: true,
} as Route<typeof endpoints.uploadOnboardingVideo>;

export const writeLegalText = {
  method: "PUT",
  path: "help/legal/{kind}/text/",
} as Route<typeof endpoints.writeLegalText>;
