import {
  type StaffEvent,
  type StaffWaitlistEntry,
  WAITLIST_STATUSES,
  type WaitlistStatus,
} from "@crest/domain";
import { Alert, Button, ConfigProvider, Modal } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { PagedTable } from "../components/paged-table.tsx";
import { canManageEvents } from "./event-permissions.ts";
import { DANGER_THEME } from "./event-status-panel.tsx";
import { useOfferWaitlist, useRemoveFromWaitlist, useWaitlist, WAITLIST_PAGE_SIZE } from "./events-api.ts";
import { SelectField } from "./form-fields.tsx";

/** Those still in line or offered a ticket (a member who took theirs holds a ticket instead). */
const REMOVABLE: ReadonlySet<WaitlistStatus> = new Set(["waiting", "offered", "expired"]);

/**
 * The event's waitlist (issue 32 item 3), for an event that has a waitlist form: who is in line
 * in the order they joined, their place, the offer held for them and until when. A manager takes
 * a member out of line (asked first: a ticket held for them goes to the next in line) and offers
 * a free ticket to the first in line; a viewer reads.
 */
export function WaitlistSection({ event }: { event: StaffEvent }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [status, setStatus] = useState<WaitlistStatus | "">("");
  const [page, setPage] = useState(1);
  const line = useWaitlist(event.id, page, status);
  const remove = useRemoveFromWaitlist(event.id);
  const offer = useOfferWaitlist(event.id);
  const [asking, setAsking] = useState<StaffWaitlistEntry | null>(null);
  const [result, setResult] = useState("");
  const manager = canManageEvents(staff) && event.status !== "cancelled";
  const who = (entry: StaffWaitlistEntry) => entry.member.fullName || entry.member.email;
  const say = (id: string, values: Record<string, string>) => setResult(intl.formatMessage({ id }, values));

  const confirmRemove = () => {
    if (!asking) return;
    remove.mutate(asking.id, {
      onSuccess: () => {
        say("admin.waitlist.removed", { name: who(asking) });
        setAsking(null);
      },
    });
  };
  const offerNow = () => {
    setResult("");
    offer.mutate(undefined, {
      onSuccess: (done) => say("admin.waitlist.offered", { name: who(done.offered) }),
    });
  };
  const statusOf = (entry: StaffWaitlistEntry) =>
    entry.status === "offered" && entry.ticketType && entry.offerExpiresAt
      ? intl.formatMessage(
          { id: "admin.waitlist.offeredUntil" },
          { type: entry.ticketType.name, until: format.dateTime(entry.offerExpiresAt) },
        )
      : intl.formatMessage({ id: `admin.waitlist.status.${entry.status}` });

  return (
    <ConfigProvider theme={DANGER_THEME}>
      <section className="crest-admin-section" aria-labelledby="event-waitlist-heading">
        <h2 id="event-waitlist-heading">{intl.formatMessage({ id: "admin.waitlist.title" })}</h2>
        <p>{intl.formatMessage({ id: "admin.waitlist.help" })}</p>
        <div className="crest-admin-form crest-admin-form--inline">
          <SelectField
            labelId="admin.waitlist.filter"
            value={status}
            onChange={(value) => {
              setPage(1);
              setStatus(value as WaitlistStatus | "");
            }}
            options={[
              { value: "", label: intl.formatMessage({ id: "admin.waitlist.filter.all" }) },
              ...WAITLIST_STATUSES.map((value) => ({
                value,
                label: intl.formatMessage({ id: `admin.waitlist.status.${value}` }),
              })),
            ]}
          />
          {manager ? (
            <Button onClick={offerNow} loading={offer.isPending}>
              {intl.formatMessage({ id: "admin.waitlist.offerNow" })}
            </Button>
          ) : null}
        </div>
        <div aria-live="polite">{result ? <Alert type="success" role="status" title={result} /> : null}</div>
        {offer.error ? <ErrorAlert error={offer.error} /> : null}
        {line.data ? (
          // On a phone the table scrolls sideways in a region the keyboard can reach.
          <section
            className="crest-admin-waitlist"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
            tabIndex={0}
            aria-label={intl.formatMessage({ id: "admin.waitlist.table" })}
          >
            <PagedTable<StaffWaitlistEntry>
              rows={line.data.data}
              page={page}
              pageSize={WAITLIST_PAGE_SIZE}
              total={line.data.pagination?.totalCount ?? line.data.data.length}
              loading={line.isFetching}
              onPage={setPage}
              emptyId="admin.waitlist.empty"
              columns={[
                {
                  key: "place",
                  title: intl.formatMessage({ id: "admin.waitlist.column.place" }),
                  render: (_, entry) => entry.position ?? "—",
                },
                {
                  key: "member",
                  title: intl.formatMessage({ id: "admin.waitlist.column.member" }),
                  render: (_, entry) => `${who(entry)} (${entry.member.email})`,
                },
                {
                  key: "status",
                  title: intl.formatMessage({ id: "admin.waitlist.column.status" }),
                  render: (_, entry) => statusOf(entry),
                },
                {
                  key: "form",
                  title: intl.formatMessage({ id: "admin.waitlist.column.form" }),
                  render: (_, entry) =>
                    intl.formatMessage({
                      id: entry.answered ? "admin.waitlist.answered" : "admin.waitlist.notAnswered",
                    }),
                },
                {
                  key: "joined",
                  title: intl.formatMessage({ id: "admin.waitlist.column.joined" }),
                  render: (_, entry) => format.dateTime(entry.joinedAt),
                },
                ...(manager
                  ? [
                      {
                        key: "actions",
                        title: intl.formatMessage({ id: "admin.waitlist.column.actions" }),
                        render: (_: unknown, entry: StaffWaitlistEntry) =>
                          REMOVABLE.has(entry.status) ? (
                            <Button danger size="small" onClick={() => setAsking(entry)}>
                              {intl.formatMessage({ id: "admin.waitlist.remove" }, { name: who(entry) })}
                            </Button>
                          ) : null,
                      },
                    ]
                  : []),
              ]}
            />
          </section>
        ) : (
          <PageWait query={line} />
        )}
        <Modal
          open={asking !== null}
          title={intl.formatMessage(
            { id: "admin.waitlist.removeTitle" },
            { name: asking ? who(asking) : "" },
          )}
          okText={intl.formatMessage({ id: "admin.waitlist.removeConfirm" })}
          cancelText={intl.formatMessage({ id: "admin.waitlist.removeKeep" })}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onOk={confirmRemove}
          onCancel={() => setAsking(null)}
        >
          <p>
            {intl.formatMessage({
              id:
                asking?.status === "offered"
                  ? "admin.waitlist.removeOffered"
                  : "admin.waitlist.removeWaiting",
            })}
          </p>
          {remove.error ? <ErrorAlert error={remove.error} /> : null}
        </Modal>
      </section>
    </ConfigProvider>
  );
}
