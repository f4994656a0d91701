import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHelpInfoQuery } from "../hooks/use-help-info";
import { telegramHref } from "./LegalFooter";

/**
 * The school's contacts on its home page (decision 0170): the phone, e-mail and Telegram it publishes for support,
 * each a link that opens its app, and `action` (the consultation request) for a visitor who would rather be called.
 */
export function SchoolContacts({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  const support = useHelpInfoQuery().data?.support;
  const contacts = [
    support?.phone && {
      key: "phone",
      label: t("home.phone"),
      href: `tel:${support.phone.replace(/[^+\d]/g, "")}`,
      text: support.phone,
    },
    support?.email && { key: "email", label: t("home.email"), href: `mailto:${support.email}`, text: support.email },
    support?.telegram && {
      key: "telegram",
      label: "Telegram",
      href: telegramHref(support.telegram),
      text: support.telegram,
    },
  ].filter((contact) => !!contact);
  return (
    <section className="school-home__section" aria-labelledby="school-contacts" data-testid="school-contacts">
      <h2 id="school-contacts">{t("home.contacts")}</h2>
      <div className="surface school-home__contacts">
        {contacts.length > 0 && (
          <dl>
            {contacts.map((contact) => (
              <div key={contact.key}>
                <dt>{contact.label}</dt>
                <dd>
                  <a href={contact.href} data-testid={`home-contact-${contact.key}`}>
                    {contact.text}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div>
          <p>{t("home.consultationText")}</p>
          {action}
        </div>
      </div>
    </section>
  );
}
