import { useIntl } from "react-intl";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { usePortalConfig } from "../../config/index.ts";

/** Placeholder my-club page (the home feature replaces it): the club's own description. */
export default function MyClubPage() {
  const intl = useIntl();
  const { company } = usePortalConfig();
  return (
    <PageLayout header={<PageHeader title={intl.formatMessage({ id: "myClub.title" })} />}>
      <h2>{company.name}</h2>
      {company.biography ? <p>{company.biography}</p> : null}
      {company.fullAddress ? <address>{company.fullAddress}</address> : null}
    </PageLayout>
  );
}
