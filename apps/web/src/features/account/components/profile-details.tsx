import type { Account } from "@crest/domain";
import { Descriptions, type DescriptionsProps, Grid, Typography } from "antd";
import { useIntl } from "react-intl";
import { dateFormatFor, parsePhone } from "../../../components/inputs/index.ts";
import { localityLines } from "../../../lib/address/address-format.ts";
import { countryName } from "../../../lib/address/countries.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";
import { displayPhone, parseBirthdate } from "./profile-values.ts";

/**
 * How a value is isolated from the text around it: "ltr" for data that reads left to right in
 * every language (phone numbers, e-mail, web addresses, dates), "auto" for names and places,
 * which keep their own direction; "plain" for our own words.
 */
type Isolation = "ltr" | "auto" | "plain";

function Value({ text, isolation }: { text: string; isolation: Isolation }) {
  if (isolation === "plain") return text;
  return (
    <bdi dir={isolation === "ltr" ? "ltr" : undefined} style={{ whiteSpace: "pre-line" }}>
      {text}
    </bdi>
  );
}

/**
 * The profile in read mode: every field of spec-2 §3 the member can edit, blanks shown as a
 * dash. The address is written in its country's order. The SMS opt-in shows only where the
 * club sends texts (settings.sms), as in the form, so what is shown can be changed. Labels sit above values on narrow
 * screens, so values keep their width at 320 px (WCAG 1.4.10).
 */
export function ProfileDetails({ account }: { account: Account }) {
  const intl = useIntl();
  const t = useT();
  const screens = Grid.useBreakpoint();
  const { settings } = usePortalConfig();
  const yesNo = (value: boolean) => t(value ? "profile.yes" : "profile.no");
  const birthdate = parseBirthdate(account.birthdate);
  const phone = account.phone
    ? displayPhone({ countryCode: account.phone.countryCode ?? "", number: account.phone.number })
    : "";
  const address = [
    account.address,
    account.address2,
    account.address3,
    ...localityLines(account.country, account),
    account.country ? countryName(account.country, intl.locale) : null,
  ]
    .filter((line): line is string => Boolean(line?.trim()))
    .join("\n");

  const rows: [string, string | null | undefined, Isolation][] = [
    ["profile.firstName", account.firstName, "auto"],
    ["profile.middleName", account.middleName, "auto"],
    ["profile.lastName", account.lastName, "auto"],
    ["profile.email", account.email, "ltr"],
    ...(account.pendingEmail
      ? [["profile.pendingEmail", account.pendingEmail, "ltr"] as [string, string, Isolation]]
      : []),
    ["profile.gender", account.gender ? t(`profile.gender.${account.gender}`) : null, "plain"],
    ["profile.birthdate", birthdate?.format(dateFormatFor(intl.locale)), "ltr"],
    ["profile.mobile", displayPhone(parsePhone(account.mobile)), "ltr"],
    ["profile.phone", phone, "ltr"],
    ["profile.companyName", account.companyName, "auto"],
    ["profile.companyTitle", account.companyTitle, "auto"],
    ["profile.address", address, "auto"],
    ["profile.website", account.website, "ltr"],
    ["profile.optInEmail", yesNo(account.optInEmail), "plain"],
    ...(settings.sms
      ? [["profile.optInSms", yesNo(account.optInSms), "plain"] as [string, string, Isolation]]
      : []),
    ["profile.private", yesNo(account.private), "plain"],
  ];
  const items: DescriptionsProps["items"] = rows.map(([id, value, isolation]) => ({
    key: id,
    label: t(id),
    children: value ? (
      <Value text={value} isolation={isolation} />
    ) : (
      <Typography.Text type="secondary">{t("profile.empty")}</Typography.Text>
    ),
  }));
  return (
    <Descriptions
      className="crest-profile-details"
      layout={screens.md ? "horizontal" : "vertical"}
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items}
    />
  );
}
