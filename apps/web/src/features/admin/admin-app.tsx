import { type Language, themeSchema } from "@crest/domain";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { ConfigProvider, type ThemeConfig } from "antd";
import enUS from "antd/locale/en_US";
import esES from "antd/locale/es_ES";
import { useCallback, useEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { loadStaffFieldMessageIds } from "../../lib/forms/index.ts";
import { messagesFor } from "../../lib/intl/catalogue.ts";
import { browserLanguage, storeLanguage } from "../../lib/intl/language.ts";
import { LanguageContext } from "../../lib/intl/language-context.ts";
import { onIntlError } from "../../lib/intl/on-intl-error.ts";
import { queryClient } from "../../lib/query-client.ts";
import { themeConfig, withoutMotion } from "../../lib/theme/antd-theme-config.ts";
import { ensureContrast } from "../../lib/theme/contrast.ts";
import { usePrefersReducedMotion } from "../../lib/theme/media-query.ts";
import { configQuery } from "../config/index.ts";
import { AdminRoot } from "./admin-root.tsx";
import { AuditPage } from "./audit/audit-page.tsx";
import { BillingPage } from "./billing/billing-page.tsx";
import { InvoicePage } from "./billing/invoice-page.tsx";
import { MemberBillingPage } from "./billing/member-billing-page.tsx";
import { BookForMemberPage } from "./bookings/book-for-member-page.tsx";
import { DayPage } from "./bookings/day-page.tsx";
import { ResourceEditorPage } from "./bookings/resource-editor-page.tsx";
import { ResourcesListPage } from "./bookings/resources-list-page.tsx";
import { ContentEditorPage } from "./content/content-editor-page.tsx";
import { ContentListPage } from "./content/content-list-page.tsx";
import { CouponEditorPage } from "./coupons/coupon-editor-page.tsx";
import { CouponsListPage } from "./coupons/coupons-list-page.tsx";
import { BusinessPage } from "./directory/business-page.tsx";
import { BusinessesPage } from "./directory/businesses-page.tsx";
import { AttendeesPage } from "./events/attendees-page.tsx";
import { EventEditorPage } from "./events/event-editor-page.tsx";
import { EventsListPage } from "./events/events-list-page.tsx";
import { HistoryPage } from "./history/history-page.tsx";
import { AdminMessages } from "./lazy-messages/admin-messages.tsx";
import { MemberPage } from "./members/member-page.tsx";
import { MembersPage } from "./members/members-page.tsx";
import { MembershipsPage } from "./memberships/memberships-page.tsx";
import { PlanEditorPage } from "./memberships/plan-editor-page.tsx";
import { MessagesPage } from "./messages/messages-page.tsx";
import { OrderPage } from "./orders/order-page.tsx";
import { OrdersListPage } from "./orders/orders-list-page.tsx";
import { PerkEditorPage } from "./perks/perk-editor-page.tsx";
import { PerkScanPage } from "./perks/perk-scan-page.tsx";
import { PerksListPage } from "./perks/perks-list-page.tsx";
import { CategoriesPage } from "./products/categories-page.tsx";
import { ProductEditorPage } from "./products/product-editor-page.tsx";
import { ProductsListPage } from "./products/products-list-page.tsx";
import { ReportsPage } from "./reports/reports-page.tsx";
import { AdminModeOff } from "./shell/admin-mode-off.tsx";
import { PickupLocationEditorPage } from "./shipping/pickup-location-editor-page.tsx";
import { RateEditorPage } from "./shipping/rate-editor-page.tsx";
import { ShippingPage } from "./shipping/shipping-page.tsx";
import { AddStaffPage } from "./staff-team/add-staff-page.tsx";
import { ChangePasswordPage } from "./staff-team/change-password-page.tsx";
import { StaffListPage } from "./staff-team/staff-list-page.tsx";
import { StaffPersonPage } from "./staff-team/staff-person-page.tsx";
import { SurveyEditorPage } from "./surveys/survey-editor-page.tsx";
import { SurveyResponsesPage } from "./surveys/survey-responses-page.tsx";
import { SurveysListPage } from "./surveys/surveys-list-page.tsx";
import { ThemeEditorPage } from "./theme-editor/theme-editor-page.tsx";
import "./admin.css";

// The field messages only staff meet, so that their ids are known when an editor's check comes back.
void loadStaffFieldMessageIds();

/**
 * Crest's own look for admin mode: the default theme (spec-1 §9), not a club's, with its
 * contrast fixes; a hovered primary button darkens (antd lightens it, to 3.7:1 under white).
 */
const BASE_THEME = themeConfig(themeSchema.parse({}));
const ADMIN_THEME: ThemeConfig = {
  ...BASE_THEME,
  token: {
    ...BASE_THEME.token,
    colorPrimaryHover: ensureContrast(themeSchema.parse({}).colorPrimary, "#ffffff", 6),
  },
};
const STILL_ADMIN_THEME = withoutMotion(ADMIN_THEME);

/** Admin mode's screens, all under /admin. */
const router = () =>
  createBrowserRouter([
    {
      path: "/admin",
      element: <AdminRoot />,
      children: [
        { index: true, element: <Navigate to="/admin/theme" replace /> },
        { path: "theme", element: <ThemeEditorPage /> },
        { path: "history", element: <HistoryPage /> },
        { path: "members", element: <MembersPage /> },
        { path: "members/:customerId", element: <MemberPage /> },
        { path: "audit", element: <AuditPage /> },
        { path: "events", element: <EventsListPage /> },
        { path: "events/new", element: <EventEditorPage /> },
        { path: "events/:eventId", element: <EventEditorPage /> },
        { path: "events/:eventId/attendees", element: <AttendeesPage /> },
        // Billing (issue 32 item 6).
        { path: "billing", element: <BillingPage /> },
        { path: "billing/members/:customerId", element: <MemberBillingPage /> },
        { path: "perks", element: <PerksListPage /> },
        { path: "perks/new", element: <PerkEditorPage /> },
        { path: "perks/scan", element: <PerkScanPage /> },
        { path: "perks/:definitionId", element: <PerkEditorPage /> },
        { path: "directory", element: <BusinessesPage /> },
        { path: "directory/new", element: <BusinessPage /> },
        { path: "directory/:businessId", element: <BusinessPage /> },
        { path: "messages", element: <MessagesPage /> },
        { path: "content", element: <ContentListPage /> },
        { path: "content/new", element: <ContentEditorPage /> },
        { path: "content/:pageId", element: <ContentEditorPage /> },
        { path: "bookings", element: <ResourcesListPage /> },
        { path: "bookings/new", element: <ResourceEditorPage /> },
        { path: "bookings/:resourceId", element: <ResourceEditorPage /> },
        { path: "bookings/:resourceId/day", element: <DayPage /> },
        { path: "bookings/:resourceId/book", element: <BookForMemberPage /> },
        { path: "surveys", element: <SurveysListPage /> },
        { path: "surveys/new", element: <SurveyEditorPage /> },
        { path: "surveys/:surveyId", element: <SurveyEditorPage /> },
        { path: "surveys/:surveyId/responses", element: <SurveyResponsesPage /> },
        { path: "reports", element: <ReportsPage /> },
        { path: "orders", element: <OrdersListPage /> },
        { path: "orders/:orderId", element: <OrderPage /> },
        { path: "coupons", element: <CouponsListPage /> },
        { path: "coupons/new", element: <CouponEditorPage /> },
        { path: "coupons/:couponId", element: <CouponEditorPage /> },
        { path: "products", element: <ProductsListPage /> },
        { path: "products/new", element: <ProductEditorPage /> },
        { path: "products/:productId", element: <ProductEditorPage /> },
        { path: "categories", element: <CategoriesPage /> },
        // Memberships (issue 32 item 2).
        { path: "memberships", element: <MembershipsPage /> },
        { path: "memberships/plans/new", element: <PlanEditorPage /> },
        { path: "memberships/plans/:planId", element: <PlanEditorPage /> },
        { path: "shipping", element: <ShippingPage /> },
        { path: "shipping/rates/new", element: <RateEditorPage /> },
        { path: "shipping/rates/:rateId", element: <RateEditorPage /> },
        { path: "shipping/pickup-locations/new", element: <PickupLocationEditorPage /> },
        { path: "shipping/pickup-locations/:locationId", element: <PickupLocationEditorPage /> },
        { path: "billing/invoices/:invoiceId", element: <InvoicePage /> },
        // The staff section (owners) and one's own password (everyone).
        { path: "staff", element: <StaffListPage /> },
        { path: "staff/new", element: <AddStaffPage /> },
        { path: "staff/:staffUserId", element: <StaffPersonPage /> },
        { path: "password", element: <ChangePasswordPage /> },
        // Where a staff 401 points (`location: /admin/login`): the root shows the sign-in form.
        { path: "*", element: <Navigate to="/admin/theme" replace /> },
      ],
    },
  ]);

/** Admin mode is used only when the portal's `debug` is on (spec-1 §6). */
function DebugGate() {
  const config = useQuery(configQuery);
  const [adminRouter] = useState(router);
  if (config.data && !config.data.debug) return <AdminModeOff />;
  return <RouterProvider router={adminRouter} />;
}

/**
 * Admin mode (issue 31): the staff app at /admin, an entry of its own loaded only there
 * (main.tsx), so a member's pages carry none of it. It speaks the staff member's language
 * (the browser's, or the one chosen here) and draws with Crest's theme, not a club's.
 */
export function AdminApp() {
  const [language, setLanguageState] = useState<Language>(browserLanguage);
  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);
  const languageState = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageContext.Provider value={languageState}>
        <IntlProvider
          locale={language}
          defaultLocale="en"
          messages={messagesFor(language)}
          onError={onIntlError}
        >
          <AdminMessages>
            <ConfigProvider
              theme={reducedMotion ? STILL_ADMIN_THEME : ADMIN_THEME}
              locale={language === "es" ? esES : enUS}
            >
              <DebugGate />
            </ConfigProvider>
          </AdminMessages>
        </IntlProvider>
      </LanguageContext.Provider>
    </QueryClientProvider>
  );
}
