import { INTL_LOCALES, type UiLanguage } from "@school/contracts";

/**
 * Messages are sent in all three interface languages at once: the server does not know which one the reader
 * chose, and a school's parents often read Russian while students read Kazakh or English.
 */
export function otpMail(code: string, minutes: number) {
  return {
    subject: "Код подтверждения / Растау коды / Verification code",
    text: [
      `Ваш код: ${code}. Он действует ${minutes} минут.`,
      `Сіздің кодыңыз: ${code}. Ол ${minutes} минут жарамды.`,
      `Your code: ${code}. It is valid for ${minutes} minutes.`,
    ].join("\n\n"),
  };
}

export function resetMail(link: string, minutes: number) {
  return {
    subject: "Восстановление пароля / Құпиясөзді қалпына келтіру / Password recovery",
    text: [
      `Чтобы задать новый пароль, откройте ссылку (действует ${minutes} минут): ${link}`,
      `Жаңа құпиясөз орнату үшін сілтемені ашыңыз (${minutes} минут жарамды): ${link}`,
      `To set a new password, open this link (valid for ${minutes} minutes): ${link}`,
      "Если вы не запрашивали восстановление, просто проигнорируйте письмо. / If you did not ask for this, ignore this e-mail.",
    ].join("\n\n"),
  };
}

/** Short and Latin-only: one SMS part (160 characters in GSM-7, 70 in Unicode). */
export const otpSms = (code: string, ttlMinutes: number) => `Code: ${code}. Valid ${ttlMinutes} min. Do not share it.`;

/**
 * An account made for someone by their school (a staff member's form, a student import): unlike the messages
 * above, it goes in the one language the school chose for that person, which is also their interface's
 * (decision 0083); the link sets the first password.
 */
export function invitationMail(language: UiLanguage, input: { link: string; days: number; school: string }) {
  const { link, days, school } = input;
  const texts: Record<UiLanguage, { subject: string; text: string }> = {
    ru: {
      subject: `Приглашение на платформу: ${school}`,
      text: [
        `Для вас создан аккаунт на платформе школы «${school}».`,
        `Чтобы войти, задайте пароль по ссылке (она действует ${days} дн.): ${link}`,
        "Если вы не ждали этого письма, просто проигнорируйте его.",
      ].join("\n\n"),
    },
    kk: {
      subject: `Платформаға шақыру: ${school}`,
      text: [
        `Сізге «${school}» мектебінің платформасында аккаунт ашылды.`,
        `Кіру үшін сілтеме арқылы құпиясөз орнатыңыз (сілтеме ${days} күн жарамды): ${link}`,
        "Бұл хатты күтпеген болсаңыз, оны елемеңіз.",
      ].join("\n\n"),
    },
    en: {
      subject: `Your invitation: ${school}`,
      text: [
        `An account has been made for you on the platform of ${school}.`,
        `To sign in, set your password with this link (valid for ${days} days): ${link}`,
        "If you did not expect this e-mail, ignore it.",
      ].join("\n\n"),
    },
  };
  return texts[language];
}

/**
 * A sign-in from a device the account had not used (decision 0126), in the reader's language and their school's
 * time zone: the device as its browser names itself, the address it came from, the time. `device` null: the browser
 * did not say.
 */
export function newDeviceMail(
  language: UiLanguage,
  input: { device: string | null; address: string; at: Date; timeZone: string },
) {
  const time = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: input.timeZone,
  }).format(input.at);
  const { address } = input;
  const texts: Record<UiLanguage, { subject: string; text: string }> = {
    ru: {
      subject: "Вход в аккаунт с нового устройства",
      text: [
        "В ваш аккаунт вошли с устройства, с которого раньше не входили.",
        `Устройство: ${input.device ?? "неизвестное"}\nАдрес: ${address}\nВремя: ${time}`,
        "Если это были не вы, смените пароль и сообщите администратору школы.",
      ].join("\n\n"),
    },
    kk: {
      subject: "Аккаунтқа жаңа құрылғыдан кіру",
      text: [
        "Аккаунтыңызға бұрын кірмеген құрылғыдан кірді.",
        `Құрылғы: ${input.device ?? "белгісіз"}\nМекенжай: ${address}\nУақыты: ${time}`,
        "Бұл сіз болмасаңыз, құпиясөзді ауыстырып, мектеп әкімшісіне хабарлаңыз.",
      ].join("\n\n"),
    },
    en: {
      subject: "New sign-in to your account",
      text: [
        "Your account was signed in to from a device it had not been used on before.",
        `Device: ${input.device ?? "unknown"}\nAddress: ${address}\nTime: ${time}`,
        "If this was not you, change your password and tell your school's administrator.",
      ].join("\n\n"),
    },
  };
  return texts[language];
}
