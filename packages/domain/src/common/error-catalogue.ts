/**
 * The wording of every error code in English and Spanish (spec-1 §8, spec-2 §8, plus the
 * platform's own codes); their statuses are in error-codes.ts. Titles and descriptions are the
 * spec's words where it gives them. The web loads this module after start-up
 * (lib/notifications/error-wording.ts), so adding codes does not grow the sign-in page.
 */

import type { Language } from "../config/config.schemas.ts";
import { type ErrorCode, errorStatuses } from "./error-codes.ts";

export { codeForStatus, type ErrorCode, errorStatuses, isErrorCode } from "./error-codes.ts";

interface Wording {
  title: string;
  description: string;
}

export interface CatalogueEntry {
  status: number;
  en: Wording;
  es: Wording;
}

const entry = (en: Wording, es: Wording) => ({ en, es });

const errorWording = {
  // Platform
  invalid_request: entry(
    {
      title: "Invalid Request",
      description: "Some of the information sent is not valid. Check the highlighted fields.",
    },
    {
      title: "Solicitud no válida",
      description: "Parte de la información enviada no es válida. Revise los campos señalados.",
    },
  ),
  malformed_json: entry(
    { title: "Invalid Request", description: "The request body is not valid JSON." },
    { title: "Solicitud no válida", description: "El cuerpo de la solicitud no es JSON válido." },
  ),
  unauthorized: entry(
    { title: "Please Sign In", description: "Your session has ended. Please sign in again." },
    { title: "Inicie sesión", description: "Su sesión ha terminado. Vuelva a iniciar sesión." },
  ),
  invalid_credentials: entry(
    { title: "Sign In Failed", description: "The e-mail or password is incorrect." },
    {
      title: "Error al iniciar sesión",
      description: "El correo electrónico o la contraseña no son correctos.",
    },
  ),
  account_not_active: entry(
    {
      title: "Account Not Activated",
      description: "Please activate your account from the e-mail we sent you.",
    },
    { title: "Cuenta no activada", description: "Active su cuenta desde el correo que le enviamos." },
  ),
  forbidden: entry(
    {
      title: "Hold up! Access Restricted",
      description: "We are sorry, but you do not have access to this page.",
    },
    { title: "¡Un momento! Acceso restringido", description: "Lo sentimos, no tiene acceso a esta página." },
  ),
  csrf_rejected: entry(
    { title: "Request Refused", description: "This request did not come from the portal and was refused." },
    { title: "Solicitud rechazada", description: "Esta solicitud no proviene del portal y fue rechazada." },
  ),
  members_only: entry(
    { title: "Members Only", description: "Members Only: you must be an active member to access this page" },
    {
      title: "Solo para socios",
      description: "Solo para socios: debe ser socio activo para acceder a esta página",
    },
  ),
  not_found: entry(
    { title: "Not Found", description: "The resource you are looking for could not be found." },
    { title: "No encontrado", description: "No se pudo encontrar el recurso que busca." },
  ),
  unknown_domain: entry(
    { title: "Not Found", description: "No club is set up at this address." },
    { title: "No encontrado", description: "No hay ningún club configurado en esta dirección." },
  ),
  not_acceptable: entry(
    { title: "Not Found", description: "Looks like we can't find this page anymore." },
    { title: "No encontrado", description: "Parece que ya no encontramos esta página." },
  ),
  conflict: entry(
    { title: "Already Exists", description: "This record already exists." },
    { title: "Ya existe", description: "Este registro ya existe." },
  ),
  email_taken: entry(
    {
      title: "E-mail Already Registered",
      description: "An account with this e-mail already exists. Sign in or reset your password.",
    },
    {
      title: "Correo ya registrado",
      description: "Ya existe una cuenta con este correo. Inicie sesión o restablezca su contraseña.",
    },
  ),
  switch_expired: entry(
    {
      title: "Switch Expired",
      description:
        "This switch has expired or was started in another browser. Go back to your club and switch again.",
    },
    {
      title: "Cambio caducado",
      description:
        "Este cambio ha caducado o se inició en otro navegador. Vuelva a su club y cambie de nuevo.",
    },
  ),
  signed_in_as_other: entry(
    {
      title: "Someone Else Is Signed In",
      description: "Another account is signed in at this club in this browser. Sign out of it to continue.",
    },
    {
      title: "Hay otra sesión iniciada",
      description:
        "Otra cuenta tiene la sesión iniciada en este club en este navegador. Cierre esa sesión para continuar.",
    },
  ),
  invalid_token: entry(
    { title: "Link Expired", description: "This link is invalid or has expired. Please request a new one." },
    { title: "Enlace caducado", description: "Este enlace no es válido o ha caducado. Solicite uno nuevo." },
  ),
  payload_too_large: entry(
    { title: "Too Large", description: "The request or file is larger than allowed." },
    { title: "Demasiado grande", description: "La solicitud o el archivo supera el tamaño permitido." },
  ),
  uri_too_long: entry(
    { title: "Address Too Long", description: "The address of this request is longer than allowed." },
    {
      title: "Dirección demasiado larga",
      description: "La dirección de esta solicitud supera la longitud permitida.",
    },
  ),
  malformed_upload: entry(
    { title: "Invalid Upload", description: "The upload is incomplete or not valid. Please try again." },
    {
      title: "Subida no válida",
      description: "La subida está incompleta o no es válida. Inténtelo de nuevo.",
    },
  ),
  unsupported_media_type: entry(
    { title: "Unsupported File", description: "This type of content is not accepted here." },
    { title: "Archivo no admitido", description: "Este tipo de contenido no se admite aquí." },
  ),
  rate_limited: entry(
    { title: "Too Many Attempts", description: "Too many attempts. Please wait a moment and try again." },
    {
      title: "Demasiados intentos",
      description: "Demasiados intentos. Espere un momento e inténtelo de nuevo.",
    },
  ),
  internal_error: entry(
    { title: "Sorry, an unexpected error occurred", description: "We are working on fixing problem." },
    {
      title: "Lo sentimos, ocurrió un error inesperado",
      description: "Estamos trabajando para solucionar el problema.",
    },
  ),
  service_unavailable: entry(
    { title: "Service Unavailable", description: "The portal is not ready yet. Please try again shortly." },
    {
      title: "Servicio no disponible",
      description: "El portal aún no está listo. Inténtelo de nuevo en breve.",
    },
  ),
  // Commerce and wallet (spec-1 §8)
  ticket_max_reached: entry(
    {
      title: "Maximum Tickets Purchased",
      description: "You have reached the maximum number of tickets for this event.",
    },
    {
      title: "Máximo de entradas compradas",
      description: "Ha alcanzado el número máximo de entradas para este evento.",
    },
  ),
  not_deleted: entry(
    { title: "There was an error", description: "This item could not be deleted." },
    { title: "Se produjo un error", description: "No se pudo eliminar este elemento." },
  ),
  invalid_coupon: entry(
    { title: "Invalid Coupon", description: "This coupon code is not valid." },
    { title: "Cupón no válido", description: "Este código de cupón no es válido." },
  ),
  sold_out: entry(
    { title: "Sold Out", description: "This item is sold out." },
    { title: "Agotado", description: "Este artículo está agotado." },
  ),
  slot_taken: entry(
    {
      title: "Slot Taken",
      description: "This time is no longer available. Please choose another one.",
    },
    {
      title: "Horario ocupado",
      description: "Este horario ya no está disponible. Elija otro, por favor.",
    },
  ),
  passcode_invalid: entry(
    { title: "Invalid Passcode", description: "The passcode is not correct." },
    { title: "Código no válido", description: "El código de acceso no es correcto." },
  ),
  cart_hold_expired: entry(
    {
      title: "Checkout Failed",
      description: "Some items in your cart were released. Review your cart and try again.",
    },
    {
      title: "Error en el pago",
      description: "Se liberaron algunos artículos de su carrito. Revise su carrito y vuelva a intentarlo.",
    },
  ),
  wallet_device_not_supported: entry(
    {
      title: "Device Not Supported",
      description:
        "This device cannot be used to download a wallet pass.  Supported devices are Android and iOS",
    },
    {
      title: "Dispositivo no compatible",
      description:
        "Este dispositivo no puede descargar un pase de cartera.  Los dispositivos compatibles son Android e iOS",
    },
  ),
  card_declined: entry(
    {
      title: "Payment Failed",
      description: "Your payment was declined. Please contact your bank to resolve this issue.",
    },
    {
      title: "Pago rechazado",
      description: "Su pago fue rechazado. Comuníquese con su banco para resolver este problema.",
    },
  ),
  payment_failed: entry(
    {
      title: "Payment Failed",
      description: "There was a problem processing this payment.  See the details below and try again.",
    },
    {
      title: "Pago fallido",
      description: "Hubo un problema al procesar este pago.  Revise los detalles y vuelva a intentarlo.",
    },
  ),
  payment_authentication_failed: entry(
    { title: "Payment Error", description: "There was a problem processing this payment" },
    { title: "Error de pago", description: "Hubo un problema al procesar este pago" },
  ),
  checkout_empty: entry(
    { title: "Checkout Failed", description: "You have no items in your shopping cart." },
    { title: "Error en el pago", description: "No tiene artículos en su carrito." },
  ),
  checkout_failed: entry(
    {
      title: "Checkout Failed",
      description: "Your transaction has failed. See the details below and try again.",
    },
    {
      title: "Error en el pago",
      description: "Su transacción ha fallado. Revise los detalles y vuelva a intentarlo.",
    },
  ),
  card_error: entry(
    {
      title: "Error adding this card",
      description: "There was an error adding this payment method.  Try again",
    },
    {
      title: "Error al añadir la tarjeta",
      description: "Hubo un error al añadir este método de pago.  Inténtelo de nuevo",
    },
  ),
  card_provider_error: entry(
    { title: "Credit Card Error", description: "There was a problem adding this card" },
    { title: "Error de tarjeta", description: "Hubo un problema al añadir esta tarjeta" },
  ),
  verify_attempts_exceeded: entry(
    {
      title: "Verify Attempts Exceeded",
      description: "Too many verification attempts. Please contact the club.",
    },
    {
      title: "Intentos de verificación agotados",
      description: "Demasiados intentos de verificación. Comuníquese con el club.",
    },
  ),
  invalid_routing_number: entry(
    { title: "Invalid Request", description: "Invalid Routing Number Provided" },
    { title: "Solicitud no válida", description: "Número de ruta no válido" },
  ),
  default_method_required: entry(
    {
      title: "Invalid Request",
      description:
        "At least one payment method must be default. To change the billing use, make another method default first.",
    },
    {
      title: "Solicitud no válida",
      description:
        "Al menos un método de pago debe ser el predeterminado. Para cambiar el uso, primero haga predeterminado otro método.",
    },
  ),
  card_data_refused: entry(
    {
      title: "Card Details Not Accepted",
      description: "Card numbers are never sent to the portal. Enter the card in the secure card form.",
    },
    {
      title: "Datos de tarjeta no aceptados",
      description:
        "Los números de tarjeta nunca se envían al portal. Introduzca la tarjeta en el formulario seguro.",
    },
  ),
  insufficient_funds: entry(
    {
      title: "Payment Failed",
      description: "Your card has insufficient funds. Please use another payment method.",
    },
    {
      title: "Pago rechazado",
      description: "Su tarjeta no tiene fondos suficientes. Utilice otro método de pago.",
    },
  ),
  expired_card: entry(
    { title: "Payment Failed", description: "This card has expired. Please use another payment method." },
    { title: "Pago rechazado", description: "Esta tarjeta ha caducado. Utilice otro método de pago." },
  ),
  idempotency_key_reused: entry(
    {
      title: "Payment Already Submitted",
      description: "This payment was already submitted with different details. Start a new payment.",
    },
    {
      title: "Pago ya enviado",
      description: "Este pago ya se envió con otros datos. Inicie un pago nuevo.",
    },
  ),
  amount_changed: entry(
    {
      title: "Amount Changed",
      description: "What you are paying for changed after this payment was started. Review it and pay again.",
    },
    {
      title: "El importe ha cambiado",
      description: "Lo que está pagando cambió después de iniciar este pago. Revíselo y pague de nuevo.",
    },
  ),
  payment_in_progress: entry(
    { title: "Payment In Progress", description: "This payment is still being processed. Please wait." },
    { title: "Pago en curso", description: "Este pago aún se está procesando. Espere, por favor." },
  ),
  bank_not_verified: entry(
    {
      title: "Pending Verification",
      description: "This bank account must be verified before it can be used or edited.",
    },
    {
      title: "Verificación pendiente",
      description: "Esta cuenta bancaria debe verificarse antes de usarla o editarla.",
    },
  ),
  verify_amounts_mismatch: entry(
    {
      title: "Verification Failed",
      description: "The amounts entered do not match the deposits. Check your statement and try again.",
    },
    {
      title: "Verificación fallida",
      description:
        "Los importes introducidos no coinciden con los depósitos. Revise su extracto e inténtelo de nuevo.",
    },
  ),
  method_not_supported: entry(
    {
      title: "Whoops, You're not setup to do this",
      description: "This payment processor does not support this payment method.",
    },
    {
      title: "Vaya, no está configurado para hacer esto",
      description: "Este procesador de pagos no admite este método de pago.",
    },
  ),
  // Events and tickets (issue 25)
  ticket_cancelled: entry(
    { title: "Ticket Cancelled", description: "This ticket was cancelled and cannot be used." },
    { title: "Entrada cancelada", description: "Esta entrada se canceló y no se puede usar." },
  ),
  ticket_not_transferable: entry(
    {
      title: "Cannot Transfer",
      description:
        "This ticket can no longer be transferred: it was used, cancelled or given away, or the event does not allow it.",
    },
    {
      title: "No se puede transferir",
      description:
        "Esta entrada ya no se puede transferir: se usó, se canceló o se cedió, o el evento no lo permite.",
    },
  ),
  event_not_on_sale: entry(
    { title: "Not On Sale", description: "Tickets for this event are not on sale now." },
    { title: "No está a la venta", description: "Las entradas para este evento no están a la venta ahora." },
  ),
  registration_not_free: entry(
    { title: "Tickets Required", description: "This event sells tickets: add them to your cart instead." },
    { title: "Se requieren entradas", description: "Este evento vende entradas: añádalas a su carrito." },
  ),
  waitlist_not_open: entry(
    {
      title: "No Waitlist",
      description: "This event has no waitlist, or tickets are still available.",
    },
    {
      title: "Sin lista de espera",
      description: "Este evento no tiene lista de espera, o aún quedan entradas.",
    },
  ),
  cancel_error: entry(
    { title: "Cancel Error", description: "This can no longer be cancelled." },
    { title: "Error al cancelar", description: "Esto ya no se puede cancelar." },
  ),
  order_not_open: entry(
    { title: "Order Closed", description: "This order was cancelled and cannot be completed." },
    { title: "Pedido cerrado", description: "Este pedido se canceló y no se puede completar." },
  ),
  transaction_not_found: entry(
    { title: "Not Found", description: "This transaction could not be found" },
    { title: "No encontrado", description: "No se pudo encontrar esta transacción" },
  ),
  not_setup: entry(
    { title: "Whoops, You're not setup to do this", description: "Please contact the club to set this up." },
    {
      title: "Vaya, no está configurado para hacer esto",
      description: "Comuníquese con el club para configurarlo.",
    },
  ),
  not_connected: entry(
    { title: "Not Connected", description: "Not Connected" },
    { title: "Sin conexión", description: "Sin conexión" },
  ),
  // Memberships
  wallet_not_configured: entry(
    { title: "Wallet Not Configured", description: "This club has not set up this wallet pass yet." },
    { title: "Cartera no configurada", description: "Este club aún no ha configurado este pase de cartera." },
  ),
  no_invites_left: entry(
    {
      title: "No Invites Left",
      description: "This membership has no invites left for additional members.",
    },
    {
      title: "No quedan invitaciones",
      description: "Esta membresía no tiene más invitaciones para miembros adicionales.",
    },
  ),
  too_many_invitations: entry(
    {
      title: "Too Many Invitations",
      description: "You have sent as many invitations as you can today. Please try again tomorrow.",
    },
    {
      title: "Demasiadas invitaciones",
      description: "Ya ha enviado todas las invitaciones que puede hoy. Inténtelo de nuevo mañana.",
    },
  ),
  already_invited: entry(
    {
      title: "Already Invited",
      description: "This e-mail address is already on this membership.",
    },
    {
      title: "Ya invitado",
      description: "Esta dirección de correo ya figura en esta membresía.",
    },
  ),
  invitation_pending: entry(
    {
      title: "Invitation Not Accepted Yet",
      description: "This additional member has not accepted the invitation yet.",
    },
    {
      title: "Invitación aún no aceptada",
      description: "Este miembro adicional todavía no ha aceptado la invitación.",
    },
  ),
  invitation_not_found: entry(
    {
      title: "Invitation Not Found",
      description:
        "This invitation is no longer available. It may have been accepted, declined or withdrawn.",
    },
    {
      title: "Invitación no encontrada",
      description: "Esta invitación ya no está disponible. Puede que se haya aceptado, rechazado o retirado.",
    },
  ),
  card_inactive: entry(
    {
      title: "Card Inactive",
      description: "This membership card is inactive, so its code cannot be used.",
    },
    {
      title: "Tarjeta inactiva",
      description: "Esta tarjeta de membresía está inactiva, así que su código no se puede usar.",
    },
  ),
  membership_on_hold: entry(
    {
      title: "Membership is On Hold and Past Due",
      description: "Please contact the club to reactivate your membership.",
    },
    {
      title: "Membresía en espera y vencida",
      description: "Comuníquese con el club para reactivar su membresía.",
    },
  ),
  balance_changed: entry(
    {
      title: "Balance Changed",
      description: "The balance due has changed. Review the amount and try again.",
    },
    {
      title: "El saldo ha cambiado",
      description: "El saldo pendiente ha cambiado. Revise el importe e inténtelo de nuevo.",
    },
  ),
  nothing_due: entry(
    { title: "Nothing Due", description: "This membership has no balance due." },
    { title: "Nada pendiente", description: "Esta membresía no tiene saldo pendiente." },
  ),
  // Surveys
  survey_closed: entry(
    { title: "Form Closed", description: "This form is no longer accepting responses." },
    { title: "Formulario cerrado", description: "Este formulario ya no admite respuestas." },
  ),
  survey_already_submitted: entry(
    { title: "Already Submitted", description: "You have already answered this form." },
    { title: "Ya enviado", description: "Ya ha respondido a este formulario." },
  ),
  survey_uid_taken: entry(
    { title: "Address Taken", description: "Another form of this club already uses this address." },
    { title: "Dirección en uso", description: "Otro formulario de este club ya usa esta dirección." },
  ),
  survey_field_answered: entry(
    {
      title: "Field Has Answers",
      description: "A field that has answers cannot be removed or change type. Change its wording instead.",
    },
    {
      title: "El campo tiene respuestas",
      description:
        "Un campo que tiene respuestas no se puede quitar ni cambiar de tipo. Cambie su texto en su lugar.",
    },
  ),
  // Realtime and messages
  topic_forbidden: entry(
    { title: "Not Allowed", description: "You cannot listen to or publish on this topic." },
    { title: "No permitido", description: "No puede escuchar ni publicar en este tema." },
  ),
  message_too_large: entry(
    { title: "Message Too Large", description: "This realtime message is too large to send." },
    { title: "Mensaje demasiado grande", description: "Este mensaje en tiempo real es demasiado grande." },
  ),
  recipient_not_found: entry(
    { title: "No Such Recipient", description: "The member or plan this message is for does not exist." },
    { title: "Destinatario desconocido", description: "El socio o el plan de este mensaje no existe." },
  ),
  // Billing
  statement_not_found: entry(
    { title: "Not Found", description: "This statement could not be found" },
    { title: "No encontrado", description: "No se pudo encontrar este extracto" },
  ),
  permission_denied: entry(
    { title: "Not Allowed", description: "Your staff role does not allow this. Ask a club administrator." },
    {
      title: "No permitido",
      description: "Su función en el club no lo permite. Pídaselo a un administrador.",
    },
  ),
  // Perks (issue 27)
  perk_not_usable: entry(
    {
      title: "Perk Not Available",
      description: "This perk has been used, has expired or is not valid yet.",
    },
    {
      title: "Beneficio no disponible",
      description: "Este beneficio ya se usó, venció o todavía no es válido.",
    },
  ),
  perk_not_transferable: entry(
    { title: "Cannot Be Sent", description: "This perk cannot be sent to someone else." },
    { title: "No se puede enviar", description: "Este beneficio no se puede enviar a otra persona." },
  ),
  perk_already_redeemed: entry(
    { title: "Already Redeemed", description: "This pass was already redeemed." },
    { title: "Ya canjeado", description: "Este pase ya fue canjeado." },
  ),
  no_guest_passes: entry(
    { title: "No Guest Passes Left", description: "You have no guest passes left to send." },
    { title: "No quedan pases de invitado", description: "No le quedan pases de invitado para enviar." },
  ),
  // Bookings (issue 26)
  booking_not_free: entry(
    { title: "Payment Required", description: "This booking has a price: add it to your cart instead." },
    { title: "Pago requerido", description: "Esta reserva tiene un precio: añádala a su carrito." },
  ),
  booking_not_started: entry(
    {
      title: "Not Started Yet",
      description: "A booking can be marked as a no-show only once it has started.",
    },
    {
      title: "Aún no ha empezado",
      description: "Una reserva solo puede marcarse como no presentada cuando ya ha empezado.",
    },
  ),
  // Events, second round (issue 25)
  ticket_wrong_event: entry(
    {
      title: "Another Event's Ticket",
      description: "This ticket is for another event or date: it was not checked in.",
    },
    {
      title: "Entrada de otro evento",
      description: "Esta entrada es de otro evento o de otra fecha: no se registró su entrada.",
    },
  ),
  // Members for staff (issue 31)
  account_already_active: entry(
    {
      title: "Already Active",
      description: "This account is already active: send a password reset instead.",
    },
    {
      title: "Ya está activa",
      description: "Esta cuenta ya está activa: envíe un restablecimiento de contraseña.",
    },
  ),
  view_as_other_domain: entry(
    {
      title: "Open the Club's Own Address",
      description: "To view the app as this member, open admin mode on this club's own web address.",
    },
    {
      title: "Abra la dirección del club",
      description:
        "Para ver la aplicación como este socio, abra el modo de administración en la dirección web del club.",
    },
  ),
  // Admin mode (issue 31)
  config_conflict: entry(
    {
      title: "Saved by Someone Else",
      description:
        "Another staff member saved this portal's config after you opened it. Review their change and edit again.",
    },
    {
      title: "Guardado por otra persona",
      description:
        "Otro miembro del personal guardó la configuración del portal después de que usted la abriera. Revise su cambio y vuelva a editar.",
    },
  ),
  coupon_code_taken: entry(
    { title: "Code in Use", description: "Another coupon of this club already has this code." },
    { title: "Código en uso", description: "Otro cupón de este club ya tiene este código." },
  ),
  // Catalogue for staff (issue 32)
  stock_below_held: entry(
    {
      title: "Units in Members' Carts",
      description:
        "Members hold more units of this item in their carts than the stock you set. Set at least that many, or wait until the carts are paid or released.",
    },
    {
      title: "Unidades en carritos de socios",
      description:
        "Los socios tienen en sus carritos más unidades de este artículo que las existencias indicadas. Indique al menos esa cantidad o espere a que los carritos se paguen o se liberen.",
    },
  ),
  // Memberships for staff (issue 32 item 2)
  subscription_not_found: entry(
    { title: "Subscription Not Found", description: "The club has no such subscription." },
    { title: "Suscripción no encontrada", description: "El club no tiene esa suscripción." },
  ),
  subscription_ended: entry(
    {
      title: "Subscription Ended",
      description: "This subscription is cancelled or inactive, so it cannot be changed this way.",
    },
    {
      title: "Suscripción terminada",
      description: "Esta suscripción está cancelada o inactiva, así que no puede cambiarse de este modo.",
    },
  ),
  subscription_not_paused: entry(
    { title: "Not Paused", description: "This subscription is not paused." },
    { title: "No está en pausa", description: "Esta suscripción no está en pausa." },
  ),
  cancel_not_requested: entry(
    {
      title: "No Cancellation to Undo",
      description: "This subscription has no cancellation pending, or its end date has already come.",
    },
    {
      title: "No hay baja que deshacer",
      description: "Esta suscripción no tiene una baja pendiente, o su fecha de fin ya llegó.",
    },
  ),
  already_on_plan: entry(
    { title: "Already on This Plan", description: "The subscription is already on this plan." },
    { title: "Ya está en este plan", description: "La suscripción ya está en este plan." },
  ),
  billing_in_progress: entry(
    {
      title: "Being Charged Now",
      description: "Billing is charging this subscription right now. Look again in a minute.",
    },
    {
      title: "Cobro en curso",
      description: "La facturación está cobrando esta suscripción ahora mismo. Vuelva a mirar en un minuto.",
    },
  ),
  nothing_to_retry: entry(
    {
      title: "Nothing to Retry",
      description: "This charge is no longer waiting for a payment: it was paid or voided.",
    },
    {
      title: "Nada que reintentar",
      description: "Este cobro ya no espera un pago: se pagó o se anuló.",
    },
  ),
  subscription_paused: entry(
    {
      title: "Membership Paused",
      description: "This membership is paused, so it is not charged. Resume it first, then retry the charge.",
    },
    {
      title: "Membresía en pausa",
      description:
        "Esta membresía está en pausa y no se cobra. Reanúdela primero y luego reintente el cobro.",
    },
  ),
  waitlist_offer_taken: entry(
    {
      title: "Offer Taken",
      description:
        "This member took the ticket offered to them, so they are no longer in line. Cancel their ticket instead.",
    },
    {
      title: "Oferta aceptada",
      description:
        "Este socio aceptó la entrada que se le ofreció, así que ya no está en la lista. Cancele su entrada en su lugar.",
    },
  ),
  waitlist_nothing_to_offer: entry(
    {
      title: "Nothing to Offer",
      description:
        "No ticket of this event is free to offer, or nobody waiting has answered the waitlist form.",
    },
    {
      title: "Nada que ofrecer",
      description:
        "No queda ninguna entrada libre de este evento para ofrecer, o nadie en espera ha respondido el formulario de la lista.",
    },
  ),
  staff_already_added: entry(
    {
      title: "Already on Staff",
      description: "This person already has access to this club. Change their level in the list instead.",
    },
    {
      title: "Ya forma parte del personal",
      description: "Esta persona ya tiene acceso a este club. Cambie su nivel en la lista.",
    },
  ),
  staff_own_access: entry(
    {
      title: "Not Your Own Access",
      description: "You cannot change your own level or remove your own access. Ask another owner.",
    },
    {
      title: "No su propio acceso",
      description: "No puede cambiar su propio nivel ni quitarse el acceso. Pídaselo a otro propietario.",
    },
  ),
  last_owner: entry(
    {
      title: "Last Owner",
      description: "A club always keeps at least one owner. Make someone else an owner first.",
    },
    {
      title: "Último propietario",
      description: "Un club siempre conserva al menos un propietario. Nombre antes a otro propietario.",
    },
  ),
} as const satisfies Record<ErrorCode, { en: Wording; es: Wording }>;

/** Each code with its status and its wording. */
export const errorCatalogue: Record<ErrorCode, CatalogueEntry> = Object.fromEntries(
  Object.entries(errorWording).map(([code, wording]) => [
    code,
    { status: errorStatuses[code as ErrorCode], ...wording },
  ]),
) as Record<ErrorCode, CatalogueEntry>;

/** The title and description of a code in a language, falling back to English. */
export function describeError(
  code: ErrorCode,
  language: Language = "en",
): { title: string; description: string } {
  const wording = errorWording[code];
  return wording[language] ?? wording.en;
}
