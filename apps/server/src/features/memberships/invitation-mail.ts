/**
 * The invitation a member's add sends to the address they gave. One mail for every address,
 * whether or not it has an account at the club (the add must not tell, by answer or by time):
 * it points to the invitation, which its owner accepts signed in, and to registration for
 * someone new to the club.
 */
import type { ServiceContext } from "../../platform/service-context.ts";
import type { CustomerRow } from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";

interface Invitation {
  cardId: string;
  to: string;
  firstName: string;
  planTitle: string;
  invitedBy: CustomerRow;
}

const WORDING = {
  en: {
    subject: (by: string, club: string) => `${by} invited you to their ${club} membership`,
    body: (name: string, by: string, plan: string, club: string, link: string, register: string) =>
      `Hello ${name},\n\n${by} invited you to join their ${plan} membership at ${club} as an additional member.\n\nSign in to accept or decline the invitation:\n\n${link}\n\nNew to ${club}? Register with this e-mail address first, then open the link above again:\n\n${register}\n\nIf you do not know ${by}, ignore this e-mail: nothing changes unless you accept.`,
  },
  es: {
    subject: (by: string, club: string) => `${by} le ha invitado a su membresía de ${club}`,
    body: (name: string, by: string, plan: string, club: string, link: string, register: string) =>
      `Hola ${name}:\n\n${by} le ha invitado a unirse a su membresía ${plan} de ${club} como miembro adicional.\n\nInicie sesión para aceptar o rechazar la invitación:\n\n${link}\n\n¿Es nuevo en ${club}? Regístrese primero con esta dirección de correo y vuelva a abrir el enlace de arriba:\n\n${register}\n\nSi no conoce a ${by}, ignore este correo: nada cambia a menos que acepte.`,
  },
} as const;

/** Where the invited person opens an invitation in the portal. */
export const invitationPath = (cardId: string) => `/account/memberships/invitations/${cardId}`;

/** Queues the invitation mail in the caller's transaction, in the club's language. */
export async function sendInvitationMail(context: ServiceContext, invitation: Invitation): Promise<void> {
  const club = context.tenant.config.company.name;
  const by = `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`;
  const wording = WORDING[context.language];
  await enqueueMail(context, {
    to: invitation.to,
    subject: wording.subject(by, club),
    text: wording.body(
      invitation.firstName,
      by,
      invitation.planTitle,
      club,
      `${context.publicOrigin}${invitationPath(invitation.cardId)}`,
      `${context.publicOrigin}/register`,
    ),
    kind: "membership_invitation",
  });
}
