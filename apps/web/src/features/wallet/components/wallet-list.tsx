import { Col, Empty, Pagination, Row } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { METHOD_PAGE_SIZE, type MethodEntry } from "./method-entry.ts";
import { PaymentMethodCard } from "./payment-method-card.tsx";

export interface WalletListProps {
  entries: MethodEntry[];
  onOpen?: (entry: MethodEntry) => void;
  /** Makes the cards checkable, for choosing one (the payment method selector). */
  selectedId?: string | undefined;
  onSelect?: (entry: MethodEntry) => void;
  /**
   * At most this many side by side: 3 on the wallet page; 2 where the list sits in a column of a
   * wider page (the payment method selector), so a card's text and tags keep their room.
   */
  columns?: 2 | 3;
  /** Shows Make default on the methods that can become the default. */
  onMakeDefault?: (entry: MethodEntry) => void;
}

/** The wallet's methods, 6 a page (spec-1 §9), clickable and optionally checkable. */
export function WalletList({
  entries,
  onOpen,
  selectedId,
  onSelect,
  onMakeDefault,
  columns = 3,
}: WalletListProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  if (entries.length === 0) return <Empty description={intl.formatMessage({ id: "wallet.empty" })} />;
  const pages = Math.ceil(entries.length / METHOD_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = entries.slice((current - 1) * METHOD_PAGE_SIZE, current * METHOD_PAGE_SIZE);
  return (
    <>
      <Row gutter={[16, 16]} role="list" aria-label={intl.formatMessage({ id: "wallet.list" })}>
        {shown.map((entry) => (
          <Col
            key={entry.id}
            xs={24}
            md={columns === 3 ? 12 : 24}
            xl={columns === 3 ? 8 : 12}
            role="listitem"
          >
            <PaymentMethodCard
              entry={entry}
              {...(onOpen ? { onOpen } : {})}
              {...(onMakeDefault ? { onMakeDefault } : {})}
              {...(onSelect ? { onCheck: onSelect, checked: selectedId === entry.id } : {})}
            />
          </Col>
        ))}
      </Row>
      {pages > 1 ? (
        <nav aria-label={intl.formatMessage({ id: "wallet.pagination" })} style={{ marginBlockStart: 16 }}>
          <Pagination
            current={current}
            pageSize={METHOD_PAGE_SIZE}
            total={entries.length}
            onChange={setPage}
            showSizeChanger={false}
            size="small"
          />
        </nav>
      ) : null}
    </>
  );
}
