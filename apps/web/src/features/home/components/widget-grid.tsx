import { Col, Row } from "antd";
import type { Widget, WidgetProps } from "./widget.ts";

/** Widgets one per row on phones and tablets, two a row from lg (wide ones keep the whole row). */
export function WidgetGrid({ widgets, ...props }: WidgetProps & { widgets: Widget[] }) {
  return (
    <Row gutter={[24, 24]}>
      {widgets
        .filter((widget) => widget.shows?.(props) ?? true)
        .map(({ id, Component, wide }) => (
          <Col key={id} xs={24} lg={wide ? 24 : 12}>
            <Component {...props} />
          </Col>
        ))}
    </Row>
  );
}
