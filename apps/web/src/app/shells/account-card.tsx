import type { Account } from "@crest/domain";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ImageWithFallback } from "../../components/media/image-with-fallback.tsx";
import { defaultProfilePhoto } from "../../features/account/default-profile-photo.ts";
import { useBasePath } from "./use-shell-paths.ts";

/** The member's photo and name in the side menu, linking to the memberships tab (spec-2 §2). */
export function AccountCard({ account, collapsed = false }: { account: Account; collapsed?: boolean }) {
  const intl = useIntl();
  const accountBase = useBasePath("account", "/account");
  return (
    <Link
      to={`${accountBase}/memberships`}
      className="crest-account-card"
      aria-label={intl.formatMessage({ id: "shell.accountCard" }, { name: account.fullName })}
      style={collapsed ? { justifyContent: "center", padding: 8 } : undefined}
    >
      <ImageWithFallback
        src={account.profilePhoto ?? defaultProfilePhoto(account.gender)}
        fallbackSrc={defaultProfilePhoto(account.gender)}
        alt=""
        width={40}
        height={40}
        style={{ borderRadius: "50%", objectFit: "cover", flex: "none" }}
      />
      {collapsed ? null : <span className="crest-account-card__name">{account.fullName}</span>}
    </Link>
  );
}
