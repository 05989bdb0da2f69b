import { useIntl } from "react-intl";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useAccount } from "../../account/index.ts";

/** Placeholder home page (the home feature replaces it). */
export default function HomePage() {
  const intl = useIntl();
  const { data: account } = useAccount();
  return (
    <PageLayout
      header={
        <PageHeader title={intl.formatMessage({ id: "home.welcome" }, { name: account?.firstName ?? "" })} />
      }
    >
      <p>{intl.formatMessage({ id: "home.intro" })}</p>
    </PageLayout>
  );
}
