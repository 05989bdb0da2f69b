import type { Pass } from "@crest/domain";
import { Flex, Typography } from "antd";
import { useIntl } from "react-intl";

/** A pass's code as staff scan it: the QR of its serial, the serial, and the definition's printed code. */
export function PassCode({ pass }: { pass: Pass }) {
  const intl = useIntl();
  return (
    <Flex vertical align="center" gap={4}>
      <img
        src={pass.qrCode}
        alt={intl.formatMessage({ id: "perks.qrOf" }, { serial: pass.serial })}
        width={200}
        height={200}
        style={{ maxWidth: "100%", height: "auto", background: "#fff" }}
      />
      <Typography.Text code>{pass.serial}</Typography.Text>
      {pass.pass.scanCode ? (
        <Typography.Text>
          {intl.formatMessage({ id: "perks.code" })}:{" "}
          <Typography.Text code>{pass.pass.scanCode}</Typography.Text>
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
