import { Button, Input } from "antd";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useMemberPick } from "./perks-api.ts";

/**
 * Finds a member as the members screen does (the start of a name or e-mail, or a whole card
 * number) and lets staff choose one of the first few found.
 */
export function MemberPicker({
  chosen,
  onChoose,
}: {
  chosen: { id: string; name: string } | null;
  onChoose: (member: { id: string; name: string }) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const found = useMemberPick(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <div className="crest-admin-fieldset">
      <search>
        <form className="crest-admin-search" onSubmit={submit}>
          <label htmlFor={`${id}-q`}>{intl.formatMessage({ id: "admin.perks.findMember" })}</label>
          <p id={`${id}-help`} className="crest-admin-help">
            {intl.formatMessage({ id: "admin.members.searchHelp" })}
          </p>
          <div className="crest-admin-search__row">
            <Input
              id={`${id}-q`}
              aria-describedby={`${id}-help`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              maxLength={100}
            />
            <Button htmlType="submit">{intl.formatMessage({ id: "admin.members.search" })}</Button>
          </div>
        </form>
      </search>
      {q && !found.data ? <PageWait query={found} rows={2} /> : null}
      {q && found.data ? (
        found.data.data.length === 0 ? (
          <p role="status">{intl.formatMessage({ id: "admin.members.none" })}</p>
        ) : (
          <fieldset className="crest-admin-fieldset">
            <legend>{intl.formatMessage({ id: "admin.perks.chooseMember" })}</legend>
            {found.data.data.map((member) => {
              const name = `${member.firstName} ${member.lastName}`;
              return (
                <div key={member.id} className="crest-admin-field crest-admin-field--check">
                  <label>
                    <input
                      type="radio"
                      name={`${id}-member`}
                      checked={chosen?.id === member.id}
                      onChange={() => onChoose({ id: member.id, name })}
                    />{" "}
                    {`${name} (${member.email})`}
                  </label>
                </div>
              );
            })}
          </fieldset>
        )
      ) : null}
    </div>
  );
}
