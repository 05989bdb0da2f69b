/**
 * The e-mails of the account lifecycle, in the club's language. Each is queued in the caller's
 * transaction, so a link exists in a mail exactly when its token was committed.
 */
import type { Language } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { CustomerRow } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import type { AccountTokenKind } from "./tables.ts";

interface Wording {
  subject: (club: string) => string;
  /** `detail`: what the mail is about beyond the link (the new address of an e-mail change). */
  body: (name: string, link: string, club: string, detail: string) => string;
}

const WORDING: Record<AccountTokenKind, Record<Language, Wording>> = {
  activation: {
    en: {
      subject: (club) => `Activate your ${club} account`,
      body: (name, link, club) =>
        `Hello ${name},\n\nWelcome to ${club}. Follow this link within 7 days to activate your account:\n\n${link}\n\nIf you did not register, ignore this e-mail.`,
    },
    es: {
      subject: (club) => `Active su cuenta de ${club}`,
      body: (name, link, club) =>
        `Hola ${name}:\n\nBienvenido a ${club}. Siga este enlace en los próximos 7 días para activar su cuenta:\n\n${link}\n\nSi no se ha registrado, ignore este correo.`,
    },
  },
  password_reset: {
    en: {
      subject: (club) => `Reset your ${club} password`,
      body: (name, link) =>
        `Hello ${name},\n\nFollow this link within 1 hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    },
    es: {
      subject: (club) => `Restablezca su contraseña de ${club}`,
      body: (name, link) =>
        `Hola ${name}:\n\nSiga este enlace en la próxima hora para elegir una contraseña nueva:\n\n${link}\n\nSi no lo ha solicitado, ignore este correo; su contraseña no cambia.`,
    },
  },
  email_verification: {
    en: {
      subject: (club) => `Confirm your e-mail for ${club}`,
      body: (name, link) =>
        `Hello ${name},\n\nFollow this link within 3 days to confirm this e-mail address:\n\n${link}`,
    },
    es: {
      subject: (club) => `Confirme su correo para ${club}`,
      body: (name, link) =>
        `Hola ${name}:\n\nSiga este enlace en los próximos 3 días para confirmar esta dirección de correo:\n\n${link}`,
    },
  },
  email_change_undo: {
    en: {
      subject: (club) => `Your ${club} e-mail is being changed`,
      body: (name, link, club, newEmail) =>
        `Hello ${name},\n\nSomeone signed in to your ${club} account asked to change its e-mail to ${newEmail}. It changes once that address is confirmed.\n\nIf this was not you, follow this link within 7 days: it keeps (or gives back) this address and signs everyone out of your account. Then choose a new password with "Forgot password".\n\n${link}`,
    },
    es: {
      subject: (club) => `Se está cambiando su correo de ${club}`,
      body: (name, link, club, newEmail) =>
        `Hola ${name}:\n\nAlguien con acceso a su cuenta de ${club} ha pedido cambiar su correo a ${newEmail}. El cambio se hará cuando se confirme esa dirección.\n\nSi no ha sido usted, siga este enlace en los próximos 7 días: conserva (o recupera) esta dirección y cierra todas las sesiones de su cuenta. Después elija una contraseña nueva con "¿Olvidó su contraseña?".\n\n${link}`,
    },
  },
};

/** Where each kind of link opens in the portal (spec-1 §2.1 routes). */
const LINK_PATH: Record<AccountTokenKind, string> = {
  activation: "/activate/",
  password_reset: "/password-reset/",
  email_verification: "/verify-email/",
  email_change_undo: "/email-change/undo/",
};

/**
 * Queues the mail carrying a fresh link, in the caller's transaction and the club's language,
 * to the customer's address unless another is given (a new address to confirm).
 */
export async function sendAccountMail(
  context: ServiceContext,
  customer: CustomerRow,
  kind: AccountTokenKind,
  token: string,
  options: { to?: string; detail?: string } = {},
): Promise<void> {
  const club = context.tenant.config.company.name;
  const wording = WORDING[kind][context.language];
  const link = `${context.publicOrigin}${LINK_PATH[kind]}${encodeURIComponent(token)}`;
  await enqueueMail(context, {
    to: options.to ?? customer.email,
    subject: wording.subject(club),
    text: wording.body(customer.firstName, link, club, options.detail ?? ""),
    kind,
  });
}
