import type { Company, ConfigConflict, Domain, PortalConfigSettings } from "@crest/domain";
import { Button, Modal } from "antd";
import { type RefObject, useCallback, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useSelectedCompany } from "../api/get-company.ts";
import { selectedDomainOf, useClubDomains } from "../api/get-domains.ts";
import { useStaffUser } from "../api/get-staff-user.ts";
import { useSaveDomainConfig } from "../api/save-domain-config.ts";
import { configConflictOf } from "../components/config-conflict.ts";
import { ConflictAlert } from "./conflict-alert.tsx";
import { checkWording, contrastChecks, failingChecks } from "./contrast-checks.ts";
import { DraftContext, type DraftEditor, type DraftPath, withValueAt } from "./draft.ts";
import { PreviewFrame } from "./preview-frame.tsx";
import { BrandSection } from "./sections/brand-section.tsx";
import { ColoursSection } from "./sections/colours-section.tsx";
import { ContentSection } from "./sections/content-section.tsx";
import { FeaturesSection } from "./sections/features-section.tsx";
import { FooterSection } from "./sections/footer-section.tsx";
import { LanguagesSection } from "./sections/languages-section.tsx";
import { LayoutSection } from "./sections/layout-section.tsx";
import { NavigationSection } from "./sections/navigation-section.tsx";
import { SlogansSection } from "./sections/slogans-section.tsx";

/** The theme editor at /admin/theme: the selected domain's portal config, with its live preview. */
export function ThemeEditorPage() {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const domains = useClubDomains();
  const company = useSelectedCompany();
  const heading = useRef<HTMLHeadingElement>(null);
  const domain = domains.data && staff ? selectedDomainOf(domains.data, staff) : undefined;
  return (
    <div className="crest-admin-page">
      {/* Drawn at once, so the shell can move focus to it on arrival. */}
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: "admin.theme.title" })}
      </h1>
      {domain && company.data ? (
        // A new editor (and draft) for another domain; the same one across its own saves.
        <ThemeEditor key={domain.id} domain={domain} company={company.data} heading={heading} />
      ) : (
        <PageWait query={domains.isError ? domains : company} />
      )}
    </div>
  );
}

/** What the draft was edited from: the config as saved and its version. */
interface Base {
  config: PortalConfigSettings;
  version: number;
}

function ThemeEditor({
  domain,
  company,
  heading,
}: {
  domain: Domain;
  company: Company;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const domains = useClubDomains();
  const save = useSaveDomainConfig();
  const [base, setBase] = useState<Base>({ config: domain.config, version: domain.configVersion });
  const [draft, setDraft] = useState<PortalConfigSettings>(domain.config);
  const [conflict, setConflict] = useState<ConfigConflict | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState("");

  const editor = useMemo<DraftEditor>(
    () => ({
      draft,
      change: (path: DraftPath, value: unknown) => setDraft((current) => withValueAt(current, path, value)),
      update: (change) => setDraft(change),
    }),
    [draft],
  );
  const checks = useMemo(() => contrastChecks(draft), [draft]);
  const failing = failingChecks(checks);
  const edited = draft !== base.config;

  const startFrom = useCallback((next: Domain) => {
    setBase({ config: next.config, version: next.configVersion });
    setDraft(next.config);
  }, []);

  const store = async () => {
    setConfirming(false);
    setStatus("");
    try {
      const saved = await save.mutateAsync({
        domainId: domain.id,
        config: draft,
        configVersion: base.version,
      });
      startFrom(saved);
      setConflict(null);
      setStatus(intl.formatMessage({ id: "admin.theme.saved" }, { version: saved.configVersion }));
    } catch (error) {
      setConflict(configConflictOf(error));
    }
  };
  const onSave = () => (failing.length > 0 ? setConfirming(true) : void store());

  /** Drops the draft for the version another editor saved. */
  const reloadTheirs = async () => {
    const fresh = await domains.refetch();
    const theirs = fresh.data?.find((one) => one.id === domain.id);
    if (!theirs) return;
    startFrom(theirs);
    setConflict(null);
    save.reset();
    setStatus(intl.formatMessage({ id: "admin.theme.reloaded" }, { version: theirs.configVersion }));
    heading.current?.focus();
  };

  return (
    <DraftContext.Provider value={editor}>
      <div>
        <p>
          {intl.formatMessage(
            { id: "admin.theme.editing" },
            { club: company.name, domain: domain.name, version: base.version },
          )}
        </p>
        <div className="crest-admin-toolbar">
          <Button type="primary" onClick={onSave} loading={save.isPending} disabled={!edited}>
            {intl.formatMessage({ id: "admin.theme.save" })}
          </Button>
          <Button onClick={() => setDraft(base.config)} disabled={!edited || save.isPending}>
            {intl.formatMessage({ id: "admin.theme.discard" })}
          </Button>
          <p role="status" className="crest-admin-toolbar__status">
            {status || (edited ? intl.formatMessage({ id: "admin.theme.unsaved" }) : "")}
          </p>
        </div>
        {conflict ? (
          <ConflictAlert
            conflict={conflict}
            onReload={() => void reloadTheirs()}
            reloading={domains.isFetching}
          />
        ) : save.error ? (
          <ErrorAlert error={save.error} />
        ) : null}
        <div className="crest-admin-editor">
          <div className="crest-admin-editor__form">
            <ColoursSection checks={checks} />
            <SlogansSection />
            <BrandSection />
            <LayoutSection />
            <NavigationSection />
            <FooterSection />
            <ContentSection />
            <LanguagesSection />
            <FeaturesSection />
          </div>
          <PreviewFrame draft={draft} company={company} />
        </div>
        <Modal
          open={confirming}
          title={intl.formatMessage({ id: "admin.contrast.confirmTitle" })}
          okText={intl.formatMessage({ id: "admin.contrast.saveAnyway" })}
          cancelText={intl.formatMessage({ id: "admin.contrast.keepEditing" })}
          onOk={() => void store()}
          onCancel={() => setConfirming(false)}
        >
          <p>{intl.formatMessage({ id: "admin.contrast.confirmText" })}</p>
          <ul>
            {failing.map((check) => (
              <li key={check.labelId}>{checkWording(check, intl.formatMessage)}</li>
            ))}
          </ul>
        </Modal>
      </div>
    </DraftContext.Provider>
  );
}
