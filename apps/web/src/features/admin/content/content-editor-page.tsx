import { CONTENT_KINDS, type ContentKind, type ContentPage, staffContentEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { fromZonedInput, toZonedInput, useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { staffCan } from "../components/staff-can.ts";
import { RemoveButton } from "../directory/remove-button.tsx";
import "../events/events.css";
import "./content.css";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import { useContentPage, useRemoveContentPage, useSaveContentPage } from "./content-api.ts";
import { publicationOf, sitePathOf } from "./content-state.ts";
import { previewHtml } from "./preview-html.ts";

interface ContentDraft {
  kind: ContentKind;
  tab: string;
  title: string;
  summary: string;
  body: string;
  membersOnly: boolean;
  publishOn: string;
  unpublishOn: string;
}

const draftOf = (page: ContentPage | null, zone: string): ContentDraft => ({
  kind: page?.kind ?? "page",
  tab: page?.tab ?? "",
  title: page?.title ?? "",
  summary: page?.summary ?? "",
  body: page?.body ?? "",
  membersOnly: page?.membersOnly ?? false,
  publishOn: toZonedInput(page?.publishOn ?? new Date(), zone),
  unpublishOn: page?.unpublishOn ? toZonedInput(page.unpublishOn, zone) : "",
});

/** What the editor sends; the form requires the publish date before it submits. */
const bodyOf = (draft: ContentDraft, zone: string) => ({
  tab: draft.kind === "benefit" ? draft.tab.trim() || null : null,
  title: draft.title,
  summary: draft.summary.trim() || null,
  body: draft.body,
  membersOnly: draft.membersOnly,
  publishOn: fromZonedInput(draft.publishOn, zone) ?? new Date(),
  unpublishOn: fromZonedInput(draft.unpublishOn, zone),
});

/** /admin/content/new and /admin/content/{pageId}: a content page's editor with its preview. */
export function ContentEditorPage() {
  const { pageId } = useParams();
  const query = useContentPage(pageId);
  return (
    <EditorPage
      editing={Boolean(pageId)}
      query={query}
      backTo="/admin/content"
      ids={{
        newTitle: "admin.contentPages.newTitle",
        editTitle: "admin.contentPages.editTitle",
        back: "admin.contentPages.back",
        notFound: "admin.contentPages.notFound",
      }}
    >
      {(page) => <ContentForm key={page?.id ?? "new"} page={page} />}
    </EditorPage>
  );
}

function ContentForm({ page }: { page: ContentPage | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const staff = useStaffUser().data;
  const { timezone } = useClubIntl();
  const [draft, setDraft] = useState(() => draftOf(page, timezone));
  const [saved, setSaved] = useState(false);
  const save = useSaveContentPage();
  const remove = useRemoveContentPage();
  const readOnly = !staffCan(staff, page ? staffContentEndpoints.update : staffContentEndpoints.create);
  const change = <K extends keyof ContentDraft>(key: K, value: ContentDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const body = bodyOf(draft, timezone);
    if (page) save.mutate({ pageId: page.id, body }, { onSuccess: () => setSaved(true) });
    else
      save.mutate(
        { body: { ...body, kind: draft.kind, images: [] } },
        { onSuccess: (created) => navigate(`/admin/content/${created.id}`) },
      );
  };
  return (
    <>
      {page ? (
        <p>
          {intl.formatMessage(
            { id: "admin.contentPages.stateLine" },
            { state: intl.formatMessage({ id: `admin.contentPages.state.${publicationOf(page)}` }) },
          )}{" "}
          <a href={sitePathOf(page)} target="_blank" rel="noopener">
            {intl.formatMessage({ id: "admin.contentPages.onSite" })}
          </a>
        </p>
      ) : null}
      <form className="crest-admin-form" onSubmit={submit}>
        <SelectField
          labelId="admin.contentPages.field.kind"
          value={draft.kind}
          onChange={(value) => change("kind", value as ContentKind)}
          disabled={readOnly || Boolean(page)}
          options={CONTENT_KINDS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `admin.contentPages.kind.${value}` }),
          }))}
        />
        {draft.kind === "benefit" ? (
          <TextField
            labelId="admin.contentPages.field.tab"
            helpId="admin.contentPages.field.tabHelp"
            value={draft.tab}
            onChange={(value) => change("tab", value)}
            disabled={readOnly}
          />
        ) : null}
        <TextField
          labelId="admin.contentPages.field.title"
          required
          value={draft.title}
          onChange={(value) => change("title", value)}
          disabled={readOnly}
        />
        <TextField
          labelId="admin.contentPages.field.summary"
          value={draft.summary}
          onChange={(value) => change("summary", value)}
          disabled={readOnly}
        />
        <TextField
          labelId="admin.contentPages.field.body"
          helpId="admin.contentPages.field.bodyHelp"
          multiline
          value={draft.body}
          onChange={(value) => change("body", value)}
          disabled={readOnly}
        />
        <CheckField
          labelId="admin.contentPages.field.membersOnly"
          checked={draft.membersOnly}
          onChange={(checked) => change("membersOnly", checked)}
          disabled={readOnly}
        />
        <p>{intl.formatMessage({ id: "admin.contentPages.zone" }, { zone: timezone })}</p>
        <TextField
          labelId="admin.contentPages.field.publishOn"
          type="datetime-local"
          required
          value={draft.publishOn}
          onChange={(value) => change("publishOn", value)}
          disabled={readOnly}
        />
        <TextField
          labelId="admin.contentPages.field.unpublishOn"
          helpId="admin.contentPages.field.unpublishOnHelp"
          type="datetime-local"
          value={draft.unpublishOn}
          onChange={(value) => change("unpublishOn", value)}
          disabled={readOnly}
        />
        {save.error ? <ErrorAlert error={save.error} /> : null}
        {saved ? (
          <Alert
            type="success"
            role="status"
            title={intl.formatMessage({ id: "admin.contentPages.saved" })}
          />
        ) : null}
        {readOnly ? null : (
          <div className="crest-admin-actions">
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {intl.formatMessage({ id: page ? "admin.contentPages.save" : "admin.contentPages.create" })}
            </Button>
            {page && staffCan(staff, staffContentEndpoints.remove) ? (
              <RemoveButton
                name={page.title}
                pending={remove.isPending}
                error={remove.error}
                onRemove={(done) =>
                  remove.mutate(page.id, {
                    onSuccess: () => {
                      done();
                      navigate("/admin/content");
                    },
                  })
                }
              />
            ) : null}
          </div>
        )}
      </form>
      <section className="crest-admin-section" aria-labelledby="content-preview-heading">
        <h2 id="content-preview-heading">{intl.formatMessage({ id: "admin.contentPages.preview" })}</h2>
        <p className="crest-admin-help">{intl.formatMessage({ id: "admin.contentPages.previewHelp" })}</p>
        <div className="crest-admin-content-preview">
          <h3>{draft.title}</h3>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made inert by previewHtml; the server sanitises what is saved */}
          <div className="crest-rich-text" dangerouslySetInnerHTML={{ __html: previewHtml(draft.body) }} />
        </div>
      </section>
    </>
  );
}
