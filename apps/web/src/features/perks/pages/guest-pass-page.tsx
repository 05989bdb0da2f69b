import { Button, Card, Form, Input } from "antd";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useGuestPass } from "../api/get-guest-link.ts";
import { GuestLinkView } from "../components/guest-link-view.tsx";
import { PerksMessages } from "../components/perks-messages.tsx";

/** /guest-pass/:id/:pin? (spec-2 §2): a guest pass sent to a guest, opened without signing in; no pin asks for it. */
export default function GuestPassPage() {
  return (
    <PerksMessages>
      <GuestPassScreen />
    </PerksMessages>
  );
}

function GuestPassScreen() {
  const { id = "", pin = "" } = useParams();
  const pass = useGuestPass(id, pin);
  const intl = useIntl();
  if (!pin) return <PinForm passId={id} />;
  return (
    <GuestLinkView
      title={intl.formatMessage({ id: "perks.guestPassTitle" })}
      pass={pass.data}
      pending={pass.isPending}
      failed={pass.isError}
    />
  );
}

function PinForm({ passId }: { passId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  return (
    <PageLayout>
      <Card title={t("perks.enterPin")}>
        <Form
          layout="vertical"
          onFinish={(values: { pin: string }) =>
            navigate(`/guest-pass/${encodeURIComponent(passId)}/${encodeURIComponent(values.pin.trim())}`)
          }
        >
          <Form.Item name="pin" label={t("perks.pinLabel")} rules={[{ required: true, whitespace: true }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t("perks.openPass")}
          </Button>
        </Form>
      </Card>
    </PageLayout>
  );
}
