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
