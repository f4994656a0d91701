import {
  helpSettings,
  LEGAL_PDF_MAX_BYTES,
  legalDocumentText,
  legalKindParams,
  legalTextBody,
  ONBOARDING_VIDEO_MAX_BYTES,
  onboardingVideoAnswer,
  supportContact,
  supportContactBody,
  videoLinkBody,
} from "../help.js";
import { endpoint } from "./endpoint.js";

const tags = ["help"];
const mb = (bytes: number) => bytes / 1024 / 1024;

// The school's legal documents and support contact (decision 0061), its onboarding video (decision 0062). Guests
// name their school by `domain`; signed-in callers always get their own.

export const getHelpSettings = endpoint({
  method: "GET",
  path: "help/settings/",
  permission: "help.manage",
  summary:
    "The documents tab: every legal document, the support contact and the onboarding video (extension, decision 0061)",
  tags,
  response: helpSettings,
});

export const uploadLegalPdf = endpoint({
  method: "PUT",
  path: "help/legal/{kind}/file/",
  permission: "help.manage",
  multipart: true,
  summary:
    `Replace a legal document by a PDF (multipart field \`file\`, ${mb(LEGAL_PDF_MAX_BYTES)} MB at most, checked by its ` +
    "bytes); its version grows by one (extension, decision 0061)",
  tags,
  params: legalKindParams,
  response: legalDocumentText,
});

export const writeLegalText = endpoint({
  method: "PUT",
  path: "help/legal/{kind}/text/",
  permission: "help.manage",
  summary: "Replace a legal document by a text (sanitised HTML); its version grows by one (extension, decision 0061)",
  tags,
  params: legalKindParams,
  body: legalTextBody,
  response: legalDocumentText,
});

export const deleteLegalDocument = endpoint({
  method: "DELETE",
  path: "help/legal/{kind}/",
  permission: "help.manage",
  summary: "Remove a legal document; consents given to it keep its version (extension, decision 0061)",
  tags,
  params: legalKindParams,
  response: null,
  status: 204,
});

export const updateSupportContact = endpoint({
  method: "PUT",
  path: "help/support/",
  permission: "help.manage",
  summary: "The school's support contact: phone, e-mail, Telegram (extension, decision 0061)",
  tags,
  body: supportContactBody,
  response: supportContact,
});

export const getOnboardingVideo = endpoint({
  method: "GET",
  path: "help/video/",
  permission: "session.own",
  summary:
    "The school's onboarding video: an uploaded file or a YouTube/Vimeo embed, or null (extension, decision 0062)",
  tags,
  response: onboardingVideoAnswer,
});

export const uploadOnboardingVideo = endpoint({
  method: "PUT",
  path: "help/video/file/",
  permission: "help.manage",
  multipart: true,
  summary:
    `Upload the onboarding video (multipart field \`file\`, MP4 or WebM by its bytes, ${mb(ONBOARDING_VIDEO_MAX_BYTES)} ` +
    "MB at most) (extension, decision 0062)",
  tags,
  response: onboardingVideoAnswer,
});

export const linkOnboardingVideo = endpoint({
  method: "PUT",
  path: "help/video/link/",
  permission: "help.manage",
  summary: "Link the onboarding video: a YouTube or Vimeo address, nothing else (extension, decision 0062)",
  tags,
  body: videoLinkBody,
  response: onboardingVideoAnswer,
});

export const deleteOnboardingVideo = endpoint({
  method: "DELETE",
  path: "help/video/",
  permission: "help.manage",
  summary: "Remove the onboarding video (extension, decision 0062)",
  tags,
  response: null,
  status: 204,
});
