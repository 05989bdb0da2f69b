import type { Widget, WidgetProps } from "./widget.ts";

/**
 * Widgets one per row on phones and tablets, two a row from lg (wide ones keep the whole row);
 * a CSS grid (app.css), so the home page needs none of antd's grid.
 */
export function WidgetGrid({ widgets, ...props }: WidgetProps & { widgets: Widget[] }) {
  return (
    <div className="crest-widgets">
      {widgets
        .filter((widget) => widget.shows?.(props) ?? true)
        .map(({ id, Component, wide }) => (
          <div key={id} className={wide ? "crest-widgets__wide" : undefined}>
            <Component {...props} />
          </div>
        ))}
    </div>
  );
}
