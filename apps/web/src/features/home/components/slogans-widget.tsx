import { useIntl } from "react-intl";
import { ImageWithFallback } from "../../../components/media/index.ts";
import { Panel } from "../../../components/page/panel.tsx";
import type { WidgetProps } from "./widget.ts";

/** The club's slogans (config.props.slogans) with their pictures, as a short list. */
export function SlogansWidget({ config }: WidgetProps) {
  const intl = useIntl();
  const slogans = config.props.slogans;
  if (slogans.length === 0) return null;
  return (
    <Panel title={intl.formatMessage({ id: "home.slogans" })}>
      <ul className="crest-stack" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {slogans.map((slogan) => (
          <li key={`${slogan.title}|${slogan.image}`}>
            <div className="crest-row">
              {slogan.image ? (
                <ImageWithFallback
                  src={slogan.image}
                  alt=""
                  width={72}
                  height={48}
                  style={{ objectFit: "cover", borderRadius: 4, flex: "none" }}
                />
              ) : null}
              <div>
                <h3 style={{ fontSize: 16, margin: 0 }}>{slogan.title}</h3>
                {slogan.subtitle ? <p style={{ margin: 0 }}>{slogan.subtitle}</p> : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
