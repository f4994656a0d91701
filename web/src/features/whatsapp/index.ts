// WhatsApp (issue 37, decision 0157): the school's Cloud API number in the settings and a student's linked number.

export { WhatsappLinkButton } from "./components/WhatsappLinkButton";
export { whatsappKeys } from "./whatsapp.keys";

/** The school's WhatsApp settings, in a chunk of their own (the newsletter tab shows them beside the Telegram bot). */
export const loadSchoolWhatsappCard = () =>
  import("./components/SchoolWhatsappCard").then((module) => ({ default: module.SchoolWhatsappCard }));
