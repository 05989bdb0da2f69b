import { Collapse } from "antd";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { usePortalConfig } from "../../config/index.ts";

/** /faq/:arg?: the club's questions; /faq/<id> opens that one. */
export default function FaqPage() {
  const intl = useIntl();
  const { faq } = usePortalConfig().props.sections;
  const { arg } = useParams();
  return (
    <PageLayout header={<PageHeader title={intl.formatMessage({ id: "content.faq" })} />}>
      {faq.length === 0 ? (
        <EmptyList />
      ) : (
        <Collapse
          defaultActiveKey={arg ? [arg] : []}
          items={faq.map((entry) => ({
            key: entry.id,
            label: entry.question,
            children: <p>{entry.answer}</p>,
          }))}
        />
      )}
    </PageLayout>
  );
}
