import type { StaffMemberDetail } from "@crest/domain";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { brandLabel } from "../../wallet/index.ts";

/** A section of the member's page: its heading, then its rows or a line saying there are none. */
function Section({ titleId, empty, children }: { titleId: string; empty: boolean; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <section className="crest-admin-member__section" aria-label={title}>
      <h2>{title}</h2>
      {empty ? <p>{intl.formatMessage({ id: "admin.member.noneYet" })}</p> : children}
    </section>
  );
}

/** A small table whose first row names the columns. */
function Rows({ head, rows }: { head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <table className="crest-admin-table">
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The member's picture, section by section, as the member app shows it to them. */
export function MemberSections({ member, format }: { member: StaffMemberDetail; format: Formatter }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const yesNo = (value: boolean) => t(value ? "admin.member.yes" : "admin.member.no");
  const { account } = member;
  const address = [
    account.address,
    account.address2,
    account.city,
    account.state,
    account.zipCode,
    account.country,
  ]
    .filter(Boolean)
    .join(", ");
  const profile: [string, ReactNode][] = [
    ["admin.member.email", account.email],
    ["admin.member.mobile", account.mobile ?? "—"],
    ["admin.member.address", address || "—"],
    ["admin.member.activated", yesNo(member.activated)],
    ["admin.member.isMember", yesNo(account.isMember)],
    ["admin.member.houseAccount", yesNo(account.houseAccountEnabled)],
    ["admin.member.mustChangePassword", yesNo(account.flag === "changepw")],
    [
      "admin.member.optIns",
      `${t("admin.member.optInEmail")}: ${yesNo(account.optInEmail)}, SMS: ${yesNo(account.optInSms)}`,
    ],
  ];
  const { perks } = member;
  return (
    <div className="crest-admin-member">
      <Section titleId="admin.member.profile" empty={false}>
        <dl className="crest-admin-facts">
          {profile.map(([id, value]) => (
            <div key={id}>
              <dt>{t(id)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section titleId="admin.member.ledger" empty={false}>
        <p>{t("admin.member.ledgerOwes", { amount: format.money(member.ledgerBalance) })}</p>
      </Section>
      <Section titleId="admin.member.memberships" empty={member.memberships.length === 0}>
        <Rows
          head={[
            t("admin.member.membership"),
            t("admin.member.cardNumber"),
            t("admin.member.status"),
            t("admin.member.expires"),
          ]}
          rows={member.memberships.map((card) => ({
            key: card.id,
            cells: [
              card.title,
              card.cardId,
              t(`admin.member.card.${card.status}`),
              card.expirationDate ? format.date(card.expirationDate) : t("admin.member.never"),
            ],
          }))}
        />
      </Section>
      <Section titleId="admin.member.wallet" empty={member.wallet.length === 0}>
        <Rows
          head={[t("admin.member.method"), t("admin.member.expiry"), t("admin.member.default")]}
          rows={member.wallet.map((method) => ({
            key: method.id,
            cells: [
              t("admin.member.endingIn", { brand: brandLabel(method.brand), lastFour: method.lastFour }),
              method.expiry ?? "—",
              yesNo(method.default),
            ],
          }))}
        />
      </Section>
      <Section titleId="admin.member.orders" empty={member.recentOrders.length === 0}>
        <Rows
          head={[
            t("admin.member.order"),
            t("admin.member.date"),
            t("admin.member.status"),
            t("admin.member.total"),
          ]}
          rows={member.recentOrders.map((order) => ({
            key: order.id,
            cells: [
              <Link
                key="number"
                to={`/admin/orders/${order.id}`}
                aria-label={t("admin.orders.open", { number: order.number })}
              >
                {`#${order.number}`}
              </Link>,
              format.date(order.createdOn),
              t(`admin.member.order.${order.status}`),
              format.money(order.total),
            ],
          }))}
        />
      </Section>
      <Section titleId="admin.member.bookings" empty={member.bookings.length === 0}>
        <Rows
          head={[
            t("admin.member.booking"),
            t("admin.member.when"),
            t("admin.member.party"),
            t("admin.member.status"),
          ]}
          rows={member.bookings.map((booking) => ({
            key: booking.id,
            cells: [
              `${booking.title} · ${booking.unitName}`,
              format.dateTime(booking.startDate),
              booking.partySize,
              t(`admin.member.booking.${booking.status}`),
            ],
          }))}
        />
      </Section>
      <Section titleId="admin.member.tickets" empty={member.events.length === 0}>
        <Rows
          head={[t("admin.member.event"), t("admin.member.when"), t("admin.member.activeTickets")]}
          rows={member.events.map((event) => ({
            key: event.id,
            cells: [event.title, format.dateTime(event.startDate), event.activeTickets],
          }))}
        />
      </Section>
      <Section titleId="admin.member.perks" empty={false}>
        <ul>
          <li>{t("admin.member.vouchers", { count: perks.vouchers.length })}</li>
          <li>{t("admin.member.offers", { count: perks.offers.length })}</li>
          <li>
            {t("admin.member.houseCredits", {
              count: perks.houseCredits.length,
              balance: format.money(perks.houseCreditBalance),
            })}
          </li>
        </ul>
      </Section>
    </div>
  );
}
