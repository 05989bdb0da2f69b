import { Flex } from "antd";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { useMembershipInvitations } from "../api/get-membership-invitations.ts";
import "./memberships.css";

/** Where an invitation opens (the link its e-mail carries). */
export const invitationPagePath = (id: string) =>
  `/account/memberships/invitations/${encodeURIComponent(id)}`;

/**
 * Invitations to join someone's membership that wait for this customer's answer, each with the
 * way to its page (for whoever registered after the invitation came and lost the e-mail's link).
 * Nothing at all when there are none.
 */
export function MembershipInvitations() {
  const intl = useIntl();
  const { data: invitations } = useMembershipInvitations();
  if (!invitations || invitations.length === 0) return null;
  return (
    <section aria-labelledby="membership-invitations" className="crest-membership-invitations">
      <h2 id="membership-invitations" className="crest-membership-section-title">
        {intl.formatMessage({ id: "invitations.title" })}
      </h2>
      <ul aria-label={intl.formatMessage({ id: "invitations.list" })}>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <Flex gap={12} wrap align="center" justify="space-between">
              <span>
                {intl.formatMessage(
                  { id: "invitations.item" },
                  {
                    name: `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`,
                    title: invitation.title,
                  },
                )}
              </span>
              <ButtonLink to={invitationPagePath(invitation.id)} type="primary">
                {intl.formatMessage({ id: "invitations.view" })}
              </ButtonLink>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
