import { Card, Flex } from "antd";
import { useIntl } from "react-intl";
import { ImageWithFallback } from "../../../components/media/index.ts";
import { WIDGET_TITLE, type WidgetProps } from "./widget.ts";

/** The club's slogans (config.props.slogans) with their pictures, as a short list. */
export function SlogansWidget({ config }: WidgetProps) {
  const intl = useIntl();
  const slogans = config.props.slogans;
  if (slogans.length === 0) return null;
  return (
    <Card title={<h2 style={WIDGET_TITLE}>{intl.formatMessage({ id: "home.slogans" })}</h2>}>
      <Flex vertical gap={16} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {slogans.map((slogan) => (
          <li key={`${slogan.title}|${slogan.image}`}>
            <Flex gap={12} align="center">
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
            </Flex>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
