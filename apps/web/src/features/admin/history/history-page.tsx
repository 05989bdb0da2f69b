import type { DomainConfigHistory } from "@crest/domain";
import { Button, Modal, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { HISTORY_PAGE_SIZE, useConfigHistory } from "../api/get-config-history.ts";
import { selectedDomainOf, useClubDomains } from "../api/get-domains.ts";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useRevertDomainConfig } from "../api/revert-domain-config.ts";
import { ChangeList } from "../components/change-list.tsx";

/**
 * The selected domain's config history at /admin/history: each save with its version, who,
 * when and what changed; any version can be brought back, which saves it as a new version.
 */
export function HistoryPage() {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const domains = useClubDomains();
  const domain = domains.data && staff ? selectedDomainOf(domains.data, staff) : undefined;
  const [page, setPage] = useState(1);
  const history = useConfigHistory(domain?.id, page);
  const revert = useRevertDomainConfig();
  const [asked, setAsked] = useState<number | null>(null);
  const [status, setStatus] = useState("");

  const title = (
    // Drawn at once, so the shell can move focus to it on arrival.
    <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.history.title" })}</h1>
  );
  if (!domain || !history.data)
    return (
      <div className="crest-admin-page">
        {title}
        <PageWait query={domains.isError ? domains : history} />
      </div>
    );
  const entries = history.data.data;
  const pagination = history.data.pagination;
  const last = !pagination?.hasNextPage;
  const oldest = entries.at(-1);
  // The config as created (version 1) has no save of its own: it is the first save's "before".
  const created = last && oldest && oldest.version === 2 ? oldest.previous : undefined;

  const confirm = async () => {
    if (asked === null) return;
    const version = asked;
    setAsked(null);
    const saved = await revert.mutateAsync({ domainId: domain.id, version });
    setPage(1);
    setStatus(intl.formatMessage({ id: "admin.history.reverted" }, { version, saved: saved.configVersion }));
  };

  return (
    <div className="crest-admin-page">
      {title}
      <p>
        {intl.formatMessage(
          { id: "admin.history.intro" },
          { domain: domain.name, version: domain.configVersion },
        )}
      </p>
      <p role="status">{status}</p>
      {revert.error ? <ErrorAlert error={revert.error} /> : null}
      {entries.length === 0 ? <p>{intl.formatMessage({ id: "admin.history.empty" })}</p> : null}
      <ol className="crest-admin-history">
        {entries.map((entry) => (
          <HistoryEntry
            key={entry.id}
            entry={entry}
            current={entry.version === domain.configVersion}
            onRevert={() => setAsked(entry.version)}
          />
        ))}
        {created ? (
          <li className="crest-admin-history__entry">
            <h2>{intl.formatMessage({ id: "admin.history.createdTitle" })}</h2>
            <p>{intl.formatMessage({ id: "admin.history.createdText" })}</p>
            <Button onClick={() => setAsked(1)}>
              {intl.formatMessage({ id: "admin.history.revert" }, { version: 1 })}
            </Button>
          </li>
        ) : null}
      </ol>
      {pagination && pagination.totalCount > HISTORY_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={pagination.totalCount}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
      <Modal
        open={asked !== null}
        title={intl.formatMessage({ id: "admin.history.confirmTitle" }, { version: asked ?? 0 })}
        okText={intl.formatMessage({ id: "admin.history.confirmRevert" })}
        cancelText={intl.formatMessage({ id: "admin.history.cancel" })}
        confirmLoading={revert.isPending}
        onOk={() => void confirm()}
        onCancel={() => setAsked(null)}
      >
        <p>{intl.formatMessage({ id: "admin.history.confirmText" }, { version: asked ?? 0 })}</p>
      </Modal>
    </div>
  );
}

function HistoryEntry({
  entry,
  current,
  onRevert,
}: {
  entry: DomainConfigHistory;
  current: boolean;
  onRevert: () => void;
}) {
  const intl = useIntl();
  const when = intl.formatDate(entry.changedAt, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="crest-admin-history__entry">
      <h2>
        {intl.formatMessage(
          { id: entry.revertedFrom ? "admin.history.entryReverted" : "admin.history.entry" },
          { version: entry.version, from: entry.revertedFrom ?? 0 },
        )}
      </h2>
      <p>
        {intl.formatMessage(
          { id: current ? "admin.history.byWhenCurrent" : "admin.history.byWhen" },
          { who: entry.changedByName, when },
        )}
      </p>
      <ChangeList
        changes={entry.changes}
        captionId="admin.history.changesCaption"
        values={{ version: entry.version }}
      />
      {current ? null : (
        <Button onClick={onRevert}>
          {intl.formatMessage({ id: "admin.history.revert" }, { version: entry.version })}
        </Button>
      )}
    </li>
  );
}
