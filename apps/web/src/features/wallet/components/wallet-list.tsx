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
  /** Shows Make default on the methods that can become the default. */
  onMakeDefault?: (entry: MethodEntry) => void;
}

/** The wallet's methods, 6 a page (spec-1 §9), clickable and optionally checkable. */
export function WalletList({ entries, onOpen, selectedId, onSelect, onMakeDefault }: WalletListProps) {
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
          <Col key={entry.id} xs={24} md={12} xl={8} role="listitem">
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
