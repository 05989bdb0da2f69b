import { useIntl } from "react-intl";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useRouteHandle } from "../../../lib/routing/route-handle.ts";
import { usePortalConfig } from "../../config/index.ts";

type LegalSection = "privacy" | "terms" | "cookie";

const sectionOf = (rowId: string | undefined): LegalSection =>
  rowId === "terms" || rowId === "cookie" ? rowId : "privacy";

/** /privacy, /terms and /cookie: the club's text from config.props.sections, as plain paragraphs. */
export default function LegalPage() {
  const intl = useIntl();
  const config = usePortalConfig();
  const section = sectionOf(useRouteHandle()?.rowId);
  const text = config.props.sections[section];
  return (
    <PageLayout header={<PageHeader title={intl.formatMessage({ id: `content.${section}` })} />}>
      {text ? text.split(/\n{2,}/).map((paragraph) => <p key={paragraph}>{paragraph}</p>) : <EmptyList />}
    </PageLayout>
  );
}
