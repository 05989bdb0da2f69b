import type { Account } from "@crest/domain";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ImageWithFallback } from "../../components/media/image-with-fallback.tsx";
import { defaultProfilePhoto } from "../../features/account/index.ts";
import { useBasePath } from "./use-shell-paths.ts";

/**
 * The member's photo and name in the side menu or the mobile menu, linking to the memberships
 * tab (spec-2 §2), with the way to sign out beside it.
 */
export function AccountCard({
  account,
  collapsed = false,
  onNavigate,
}: {
  account: Account;
  collapsed?: boolean;
  /** Called when one of its links is followed (the mobile menu closes). */
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const accountBase = useBasePath("account", "/account");
  return (
    <div className={collapsed ? "crest-account crest-account--collapsed" : "crest-account"}>
      <Link
        to={`${accountBase}/memberships`}
        className="crest-account-card"
        onClick={onNavigate}
        aria-label={intl.formatMessage({ id: "shell.accountCard" }, { name: account.fullName })}
      >
        <ImageWithFallback
          src={account.profilePhoto ?? defaultProfilePhoto(account.gender)}
          fallbackSrc={defaultProfilePhoto(account.gender)}
          alt=""
          width={40}
          height={40}
          style={{ borderRadius: "50%", objectFit: "cover", flex: "none" }}
        />
        {collapsed ? null : (
          // A name in another script keeps its own direction, and is cut at its own end.
          <bdi className="crest-account-card__name">{account.fullName}</bdi>
        )}
      </Link>
      <Link to="/logout" className="crest-sign-out" onClick={onNavigate}>
        {intl.formatMessage({ id: "shell.signOut" })}
      </Link>
    </div>
  );
}
