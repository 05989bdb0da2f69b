import type { Account } from "@crest/domain";
import { Descriptions, type DescriptionsProps, Typography } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { dateFormatFor } from "../../../components/inputs/index.ts";
import { countryName } from "./countries.ts";
import { displayPhone, parseBirthdate, parsePhone } from "./profile-values.ts";

/** The profile in read mode: every field of spec-2 §3 the member can edit, blanks shown as a dash. */
export function ProfileDetails({ account }: { account: Account }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const yesNo = (value: boolean) => t(value ? "profile.yes" : "profile.no");
  const birthdate = parseBirthdate(account.birthdate);
  const phone = account.phone
    ? displayPhone({ countryCode: account.phone.countryCode ?? "", number: account.phone.number })
    : "";
  const address = [account.address, account.address2, account.address3].filter(Boolean).join(", ");
  const cityLine = [account.city, account.state, account.zipCode].filter(Boolean).join(", ");

  const rows: [string, ReactNode][] = [
    ["profile.firstName", account.firstName],
    ["profile.middleName", account.middleName],
    ["profile.lastName", account.lastName],
    ["profile.email", account.email],
    ["profile.gender", account.gender ? t(`profile.gender.${account.gender}`) : null],
    ["profile.birthdate", birthdate?.format(dateFormatFor(intl.locale))],
    ["profile.mobile", displayPhone(parsePhone(account.mobile))],
    ["profile.phone", phone],
    ["profile.companyName", account.companyName],
    ["profile.companyTitle", account.companyTitle],
    ["profile.address", address],
    ["profile.cityStateZip", cityLine],
    ["profile.country", account.country ? countryName(account.country, intl.locale) : null],
    ["profile.website", account.website],
    ["profile.optInEmail", yesNo(account.optInEmail)],
    ["profile.optInSms", yesNo(account.optInSms)],
    ["profile.private", yesNo(account.private)],
  ];
  const items: DescriptionsProps["items"] = rows.map(([id, value]) => ({
    key: id,
    label: t(id),
    children: value || <Typography.Text type="secondary">{t("profile.empty")}</Typography.Text>,
  }));
  return <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={items} />;
}
