import { Button, Card, Empty, Flex, Input, List, Radio, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useDirectory, useDirectoryCategories } from "../api/get-directory.ts";
import { BusinessDrawer } from "../components/business-drawer.tsx";
import { DirectoryMessages } from "../components/directory-messages.tsx";

const ALL = "all";

/** /directory/:tab?/:id?: the club's businesses by category tab and search; one in the drawer (members only). */
export default function DirectoryPage() {
  return (
    <DirectoryMessages>
      <DirectoryScreen />
    </DirectoryMessages>
  );
}

function DirectoryScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { tab = ALL, id } = useParams();
  const [search, setSearch] = useState("");
  const categories = useDirectoryCategories().data ?? [];
  const categoryId = tab === ALL ? undefined : tab;
  const list = useDirectory(categoryId, search);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Boolean(categoryId || search);
  return (
    <PageLayout header={<PageHeader title={t("directory.title")} />}>
      <Input.Search
        allowClear
        placeholder={t("directory.search")}
        aria-label={t("directory.search")}
        onSearch={(value) => setSearch(value.trim())}
        style={{ maxWidth: 420, marginBottom: 8 }}
      />
      {/* Categories as a wrapping group, not tabs: on a phone they wrap instead of hiding behind a menu. */}
      <Radio.Group
        aria-label={t("directory.categories")}
        optionType="button"
        buttonStyle="solid"
        value={tab}
        onChange={(event) => navigate(`/directory/${event.target.value}`)}
        options={[
          { value: ALL, label: t("directory.all") },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError && items.length === 0 ? (
        <ErrorAlert error={list.error} />
      ) : items.length === 0 ? (
        <Empty description={t(filtered ? "directory.noResults" : "directory.empty")} />
      ) : (
        <List
          grid={{ gutter: 16, xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          dataSource={items}
          renderItem={(business) => (
            <List.Item>
              <Card size="small" hoverable onClick={() => navigate(`/directory/${tab}/${business.id}`)}>
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Button
                    type="link"
                    style={{ padding: 0, height: "auto", whiteSpace: "normal", textAlign: "start" }}
                    onClick={(event) => {
                      event.stopPropagation();
                      navigate(`/directory/${tab}/${business.id}`);
                    }}
                  >
                    <Typography.Text strong>{business.name}</Typography.Text>
                  </Button>
                  {business.category ? (
                    <Typography.Text type="secondary">{business.category}</Typography.Text>
                  ) : null}
                  {business.brief ? <Typography.Text>{business.brief}</Typography.Text> : null}
                  {business.address ? (
                    <Typography.Text type="secondary">{business.address}</Typography.Text>
                  ) : null}
                </Flex>
              </Card>
            </List.Item>
          )}
        />
      )}
      {list.hasNextPage ? (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t("directory.loadMore")}
        </Button>
      ) : null}
      <BusinessDrawer businessId={id} onClose={() => navigate(`/directory/${tab}`)} />
    </PageLayout>
  );
}
