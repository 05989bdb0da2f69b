import type { ContentKind, ContentPage } from "@crest/domain";
import { Button, Card, Empty, Flex, List, Result, Skeleton, Tabs, Typography } from "antd";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useContentList, useContentPage } from "../api/get-content.ts";
import { RichText } from "../components/rich-text.tsx";
import { messages } from "../lazy-messages/messages.ts";

/** Where each kind lives: its list's path and title. */
const SECTIONS: Record<Exclude<ContentKind, "page">, { path: string; title: string }> = {
  benefit: { path: "/club-benefits", title: "clubContent.benefits" },
  activity: { path: "/activities", title: "clubContent.activities" },
  blog: { path: "/blogs", title: "clubContent.blogs" },
};

const kindOf = (pathname: string): ContentKind => {
  if (pathname.startsWith("/club-benefits")) return "benefit";
  if (pathname.startsWith("/activities")) return "activity";
  if (pathname.startsWith("/blog")) return "blog";
  return "page";
};

/**
 * /club-benefits/:tab?, /activities/:id?, /blogs/:id? (and /blog/:id), /pages/:id: the club's
 * published pages, a list or one page.
 */
export default function ClubContentPage() {
  const { pathname } = useLocation();
  const { id, tab } = useParams();
  const kind = kindOf(pathname);
  return (
    <LazyMessages messages={messages}>
      {kind === "page" || id ? <OnePage pageId={id} kind={kind} /> : <PageList kind={kind} tab={tab} />}
    </LazyMessages>
  );
}

function PageList({ kind, tab }: { kind: Exclude<ContentKind, "page">; tab: string | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const format = useFormat();
  const section = SECTIONS[kind];
  const list = useContentList(kind);
  const all = list.data ?? [];
  const tabs = [...new Set(all.flatMap((page) => (page.tab ? [page.tab] : [])))];
  const shown = kind === "benefit" && tab ? all.filter((page) => page.tab === tab) : all;
  const open = (page: ContentPage) =>
    navigate(kind === "benefit" ? `/pages/${page.id}` : `${section.path}/${page.id}`);
  return (
    <PageLayout header={<PageHeader title={t(section.title)} />}>
      {kind === "benefit" && tabs.length > 0 ? (
        <Tabs
          activeKey={tab ?? "all"}
          onChange={(key) => navigate(key === "all" ? section.path : `${section.path}/${key}`)}
          items={[
            { key: "all", label: t("clubContent.all") },
            ...tabs.map((key) => ({
              key,
              label: key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " "),
            })),
          ]}
        />
      ) : null}
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : shown.length === 0 ? (
        <Empty description={t("clubContent.empty")} />
      ) : (
        <List
          dataSource={shown}
          renderItem={(page) => (
            <List.Item>
              <Card size="small" style={{ width: "100%" }}>
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    {page.title}
                  </Typography.Title>
                  {kind === "blog" ? (
                    <Typography.Text type="secondary">{format.date(page.publishOn)}</Typography.Text>
                  ) : null}
                  {page.summary ? <Typography.Text>{page.summary}</Typography.Text> : null}
                  <Button
                    type="link"
                    style={{ padding: 0, alignSelf: "flex-start" }}
                    onClick={() => open(page)}
                  >
                    {t("clubContent.readMore")}
                  </Button>
                </Flex>
              </Card>
            </List.Item>
          )}
        />
      )}
    </PageLayout>
  );
}

function OnePage({ pageId, kind }: { pageId: string | undefined; kind: ContentKind }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const format = useFormat();
  const page = useContentPage(pageId);
  if (page.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!page.data) {
    const status = isApiError(page.error) ? page.error.status : undefined;
    // Neither members-only nor missing: the page could not be read now (the server, the network).
    if (status !== 403 && status !== 404) return <ErrorAlert error={page.error} />;
    const membersOnly = status === 403;
    return (
      <Result
        status={membersOnly ? "403" : "404"}
        title={t(membersOnly ? "clubContent.membersOnly" : "clubContent.notFound")}
        subTitle={membersOnly ? t("clubContent.membersOnlyText") : undefined}
      />
    );
  }
  const back = kind === "page" ? null : SECTIONS[kind].path;
  return (
    <PageLayout
      header={
        <PageHeader
          title={page.data.title}
          extra={back ? <Button onClick={() => navigate(back)}>{t("clubContent.back")}</Button> : undefined}
        />
      }
    >
      {kind === "blog" ? (
        <Typography.Text type="secondary">{format.date(page.data.publishOn)}</Typography.Text>
      ) : null}
      {page.data.images.map((src) => (
        <img key={src} src={src} alt="" style={{ maxWidth: "100%", borderRadius: 8 }} />
      ))}
      <RichText html={page.data.body} />
    </PageLayout>
  );
}
