import { type StaffPass, type StaffPerkDefinition, staffPerkEndpoints } from "@crest/domain";
import { Alert, Button, ConfigProvider, Modal, Pagination, type ThemeConfig } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { PASSES_PAGE_SIZE, usePasses, useVoidPass } from "./perks-api.ts";

/** antd's red (#ff4d4f) is 3.3:1 on white: the void buttons take a darker one (WCAG AA). */
const DANGER_THEME: ThemeConfig = {
  token: { colorError: "#b42318", colorErrorHover: "#912018", colorErrorActive: "#7a1a14" },
};

/** Passes that can still be voided: not used, not voided already. */
const VOIDABLE = new Set<StaffPass["status"]>(["active", "transferred", "expired"]);

/**
 * The definition's passes with their holders and status, a page at a time; managers void one
 * not used yet, after a confirmation that names its holder.
 */
export function PassesSection({ definition }: { definition: StaffPerkDefinition }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [page, setPage] = useState(1);
  const passes = usePasses(definition.id, page);
  const voiding = useVoidPass();
  const [asking, setAsking] = useState<StaffPass | null>(null);
  const [result, setResult] = useState("");
  const canVoid = staffCan(staff, staffPerkEndpoints.void);
  const holderOf = (pass: StaffPass) =>
    pass.owner
      ? `${pass.owner.fullName} (${pass.owner.email})`
      : intl.formatMessage({ id: "admin.perks.noHolder" });

  const confirmVoid = () => {
    if (!asking) return;
    voiding.mutate(asking.id, {
      onSuccess: (voided) => {
        setAsking(null);
        setResult(intl.formatMessage({ id: "admin.perks.voided" }, { serial: voided.serial }));
      },
    });
  };

  return (
    <ConfigProvider theme={DANGER_THEME}>
      <section className="crest-admin-section" aria-labelledby="perk-passes-heading">
        <h2 id="perk-passes-heading">
          {intl.formatMessage({ id: "admin.perks.passesTitle" }, { count: definition.issued })}
        </h2>
        {result ? <Alert type="success" role="status" title={result} /> : null}
        {!passes.data ? (
          <PageWait query={passes} rows={3} />
        ) : passes.data.data.length === 0 ? (
          <p>{intl.formatMessage({ id: "admin.perks.noPasses" })}</p>
        ) : (
          <table className="crest-admin-table">
            <caption>
              {intl.formatMessage({ id: "admin.perks.passesCaption" }, { name: definition.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: "admin.perks.column.serial" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.perks.column.holder" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.perks.column.status" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.perks.column.expires" })}</th>
                {canVoid ? (
                  <th scope="col">{intl.formatMessage({ id: "admin.perks.column.actions" })}</th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {passes.data.data.map((pass) => (
                <tr key={pass.id}>
                  <td>
                    <code>{pass.serial}</code>
                  </td>
                  <td>
                    {holderOf(pass)}
                    {pass.guest ? (
                      <>
                        <br />
                        {intl.formatMessage(
                          { id: "admin.perks.guest" },
                          { guest: `${pass.guest.fullName} (${pass.guest.email})` },
                        )}
                      </>
                    ) : null}
                  </td>
                  <td>
                    {pass.scannedOn
                      ? intl.formatMessage(
                          { id: "admin.perks.scannedOn" },
                          { when: format.dateTime(pass.scannedOn) },
                        )
                      : intl.formatMessage({ id: `admin.perks.passStatus.${pass.status}` })}
                  </td>
                  <td>
                    {pass.expiresOn
                      ? format.dateTime(pass.expiresOn)
                      : intl.formatMessage({ id: "admin.perks.never" })}
                  </td>
                  {canVoid ? (
                    <td>
                      {VOIDABLE.has(pass.status) ? (
                        <Button
                          danger
                          onClick={() => {
                            voiding.reset();
                            setAsking(pass);
                          }}
                          aria-label={intl.formatMessage(
                            { id: "admin.perks.voidPass" },
                            { serial: pass.serial },
                          )}
                        >
                          {intl.formatMessage({ id: "admin.perks.void" })}
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {passes.data?.pagination && passes.data.pagination.totalCount > PASSES_PAGE_SIZE ? (
          <Pagination
            current={page}
            pageSize={PASSES_PAGE_SIZE}
            total={passes.data.pagination.totalCount}
            showSizeChanger={false}
            onChange={setPage}
          />
        ) : null}
        <Modal
          open={asking !== null}
          title={intl.formatMessage({ id: "admin.perks.voidTitle" }, { serial: asking?.serial ?? "" })}
          okText={intl.formatMessage({ id: "admin.perks.voidConfirm" })}
          cancelText={intl.formatMessage({ id: "admin.perks.voidKeep" })}
          okButtonProps={{ danger: true, loading: voiding.isPending }}
          onOk={confirmVoid}
          onCancel={() => setAsking(null)}
        >
          {asking ? (
            <p>
              {intl.formatMessage(
                { id: "admin.perks.voidText" },
                { holder: holderOf(asking), name: definition.name },
              )}
            </p>
          ) : null}
          {voiding.error ? <ErrorAlert error={voiding.error} /> : null}
        </Modal>
      </section>
    </ConfigProvider>
  );
}
