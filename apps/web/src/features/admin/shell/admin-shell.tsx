import { type Endpoint, type StaffUser, staffAuditEndpoints, staffTeamEndpoints } from "@crest/domain";
import { Button } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, NavLink } from "react-router";
import { PageFocus } from "../../../lib/a11y/page-focus.tsx";
import { useSignOutStaff } from "../api/sign-out-staff.ts";
import { staffCan } from "../components/staff-can.ts";
import { ClubSwitcher } from "./club-switcher.tsx";
import { LanguageSelect } from "./language-select.tsx";

/**
 * Admin mode's sections, in the sidebar, the front desk's daily work first and the portal's
 * settings last; one whose `reads` the staff level does not reach is left out.
 */
const SECTIONS: { path: string; labelId: string; reads?: Pick<Endpoint, "method" | "staffLevel"> }[] = [
  { path: "/admin/members", labelId: "admin.nav.members" },
  { path: "/admin/memberships", labelId: "admin.nav.memberships" },
  { path: "/admin/orders", labelId: "admin.nav.orders" },
  { path: "/admin/products", labelId: "admin.nav.products" },
  { path: "/admin/categories", labelId: "admin.nav.categories" },
  { path: "/admin/coupons", labelId: "admin.nav.coupons" },
  { path: "/admin/shipping", labelId: "admin.nav.shipping" },
  { path: "/admin/events", labelId: "admin.nav.events" },
  { path: "/admin/bookings", labelId: "admin.nav.bookings" },
  { path: "/admin/perks", labelId: "admin.nav.perks" },
  { path: "/admin/billing", labelId: "admin.nav.billing" },
  { path: "/admin/reports", labelId: "admin.nav.reports" },
  { path: "/admin/surveys", labelId: "admin.nav.surveys" },
  { path: "/admin/messages", labelId: "admin.nav.messages" },
  { path: "/admin/directory", labelId: "admin.nav.directory" },
  { path: "/admin/content", labelId: "admin.nav.contentPages" },
  { path: "/admin/theme", labelId: "admin.nav.theme" },
  { path: "/admin/history", labelId: "admin.nav.history" },
  { path: "/admin/staff", labelId: "admin.nav.staff", reads: staffTeamEndpoints.list },
  { path: "/admin/audit", labelId: "admin.nav.audit", reads: staffAuditEndpoints.list },
];

/**
 * Admin mode's own shell, which no member sees: the staff member and their club (with
 * switching), the sections, sign-out, and the section's screen. Moving between sections moves
 * focus to the screen's heading and names the tab after it, as the member shell does.
 */
export function AdminShell({ staff, children }: { staff: StaffUser; children: ReactNode }) {
  const intl = useIntl();
  const signOut = useSignOutStaff();
  return (
    <div className="crest-admin">
      <a className="crest-skip-link" href="#admin-main">
        {intl.formatMessage({ id: "admin.skipToContent" })}
      </a>
      <header className="crest-admin__header">
        <p className="crest-admin__brand">{intl.formatMessage({ id: "admin.productName" })}</p>
        <ClubSwitcher staff={staff} />
        <div className="crest-admin__who">
          <span>{`${staff.firstName} ${staff.lastName}`}</span>
          <LanguageSelect />
          <Link to="/admin/password">{intl.formatMessage({ id: "admin.changePassword" })}</Link>
          <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
            {intl.formatMessage({ id: "admin.signOut" })}
          </Button>
        </div>
      </header>
      <div className="crest-admin__body">
        <nav className="crest-admin__sider" aria-label={intl.formatMessage({ id: "admin.nav.label" })}>
          <ul>
            {SECTIONS.filter((section) => !section.reads || staffCan(staff, section.reads)).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path}>{intl.formatMessage({ id: section.labelId })}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="crest-admin__main">
          {children}
        </main>
        <PageFocus mainId="admin-main" siteName={intl.formatMessage({ id: "admin.productName" })} />
      </div>
    </div>
  );
}
