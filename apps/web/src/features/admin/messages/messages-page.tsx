import { type SentMessage, staffMessageEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import "../events/events.css";
import "./messages.css";
import { ComposeMessage } from "./compose-message.tsx";
import { SENT_PAGE_SIZE, useSentMessages } from "./messages-api.ts";

/**
 * Messages at /admin/messages: what the club sent (to whom, how many, when), newest first, and
 * for managers and owners a message to write, preview and send after a confirmation of its reach.
 */
export function MessagesPage() {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const { format } = useClubIntl();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const sent = useSentMessages(page);
  const canSend = staffCan(staff, staffMessageEndpoints.send);
  const audienceText = (message: SentMessage) =>
    intl.formatMessage({ id: `admin.messages.audience.${message.audience.type}` });
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.messages.title" })}</h1>
      {canSend ? (
        writing ? (
          <ComposeMessage onClose={() => setWriting(false)} />
        ) : (
          <p>
            <Button type="primary" onClick={() => setWriting(true)}>
              {intl.formatMessage({ id: "admin.messages.new" })}
            </Button>
          </p>
        )
      ) : (
        <p>{intl.formatMessage({ id: "admin.messages.readOnly" })}</p>
      )}
      <h2>{intl.formatMessage({ id: "admin.messages.sentTitle" })}</h2>
      {!sent.data ? (
        <PageWait query={sent} />
      ) : sent.data.data.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.messages.empty" })}</p>
      ) : (
        <table className="crest-admin-table">
          <caption>{intl.formatMessage({ id: "admin.messages.caption" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "admin.messages.column.subject" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.messages.column.to" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.messages.column.recipients" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.messages.column.emailed" })}</th>
              <th scope="col">{intl.formatMessage({ id: "admin.messages.column.sent" })}</th>
            </tr>
          </thead>
          <tbody>
            {sent.data.data.map((message) => (
              <tr key={message.id}>
                <td>{message.subject}</td>
                <td>{audienceText(message)}</td>
                <td>{intl.formatNumber(message.recipients)}</td>
                <td>{intl.formatNumber(message.emailed)}</td>
                <td>{format.dateTime(message.sentOn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sent.data?.pagination && sent.data.pagination.totalCount > SENT_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={SENT_PAGE_SIZE}
          total={sent.data.pagination.totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
