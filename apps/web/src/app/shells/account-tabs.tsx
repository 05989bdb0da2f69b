import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { NavList } from "../../components/navigation/nav-list.tsx";
import { currentSectionOf, useAccountSections } from "./account-sections.ts";

/**
 * The horizontal account menu under /account (spec-2 §2), at every width: on a phone its links
 * wrap onto a second row rather than hide. Only sections with a screen are listed.
 */
export function AccountTabs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { base, sections } = useAccountSections();
  const current = currentSectionOf(pathname, base, sections);
  return (
    <div className="crest-account-tabs">
      <NavList
        label={intl.formatMessage({ id: "account.tabs" })}
        orientation="horizontal"
        items={sections.map((section) => ({
          key: section.key,
          to: section.to,
          label: intl.formatMessage({ id: `account.tab.${section.key}` }),
          current: section.key === current,
        }))}
      />
    </div>
  );
}
