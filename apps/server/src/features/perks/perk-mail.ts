/** The mails perks send: a perk given to a member, a link to a guest (with its pin in the link). */
import type { Language } from "@crest/domain";

const WORDING = {
  en: {
    memberSubject: (from: string, name: string) => `${from} sent you a perk: ${name}`,
    memberBody: (from: string, name: string, link: string) =>
      `${from} sent you ${name}. You will find it among your perks: ${link}`,
    guestSubject: (from: string, name: string, club: string) => `${from} sent you ${name} at ${club}`,
    guestBody: (from: string, name: string, club: string, link: string, expires: string | null) =>
      `${from} sent you ${name} at ${club}.\n\nOpen it here and show the code when you arrive: ${link}` +
      (expires ? `\n\nValid until ${expires}.` : ""),
  },
  es: {
    memberSubject: (from: string, name: string) => `${from} le envió un beneficio: ${name}`,
    memberBody: (from: string, name: string, link: string) =>
      `${from} le envió ${name}. Lo encontrará entre sus beneficios: ${link}`,
    guestSubject: (from: string, name: string, club: string) => `${from} le envió ${name} en ${club}`,
    guestBody: (from: string, name: string, club: string, link: string, expires: string | null) =>
      `${from} le envió ${name} en ${club}.\n\nÁbralo aquí y muestre el código al llegar: ${link}` +
      (expires ? `\n\nVálido hasta el ${expires}.` : ""),
  },
} as const;

/** The subject and text of a perk's mail, in the club's language. */
export function perkMail(
  language: Language,
  mail:
    | { to: "member"; from: string; name: string; link: string }
    | { to: "guest"; from: string; name: string; club: string; link: string; expiresOn: Date | null },
): { subject: string; text: string } {
  const words = WORDING[language] ?? WORDING.en;
  if (mail.to === "member")
    return {
      subject: words.memberSubject(mail.from, mail.name),
      text: words.memberBody(mail.from, mail.name, mail.link),
    };
  const expires = mail.expiresOn ? mail.expiresOn.toISOString().slice(0, 10) : null;
  return {
    subject: words.guestSubject(mail.from, mail.name, mail.club),
    text: words.guestBody(mail.from, mail.name, mail.club, mail.link, expires),
  };
}
