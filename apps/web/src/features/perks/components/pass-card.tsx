import type { Pass } from "@crest/domain";
import { Button, Card, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { PassFacts } from "./pass-facts.tsx";

/** One pass in a list: its name in its colours, its facts, and View (which opens its drawer). */
export function PassCard({ pass, onOpen }: { pass: Pass; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <Card size="small">
      <Flex wrap gap={12} align="center">
        <div
          aria-hidden
          style={{
            flex: "0 0 8px",
            alignSelf: "stretch",
            minHeight: 48,
            borderRadius: 4,
            background: pass.pass.backgroundColor,
          }}
        />
        <Flex vertical gap={4} style={{ flex: "1 1 200px", minWidth: 0 }}>
          <Typography.Text strong>{pass.pass.name}</Typography.Text>
          <PassFacts pass={pass} />
        </Flex>
        <Button
          onClick={onOpen}
          aria-label={intl.formatMessage({ id: "perks.openOf" }, { name: pass.pass.name })}
        >
          {intl.formatMessage({ id: "perks.open" })}
        </Button>
      </Flex>
    </Card>
  );
}
