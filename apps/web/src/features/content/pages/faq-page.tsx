import { Collapse } from "antd";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { Page } from "../../../components/page/page.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";
import { paragraphsOf } from "../components/legal-text.ts";

const entryAnchor = (id: string) => `faq-${id}`;

/**
 * /faq/:arg? (spec-1 §2.1, for visitors and members): the club's questions as an accordion;
 * /faq/<id> opens that entry and scrolls it into view, so a link can point at one answer.
 */
export default function FaqPage() {
  const t = useT();
  const { faq } = usePortalConfig().props.sections;
  const { arg } = useParams();
  const [open, setOpen] = useState<string[]>(arg ? [arg] : []);

  useEffect(() => {
    if (!arg) return;
    setOpen((keys) => (keys.includes(arg) ? keys : [...keys, arg]));
    document.getElementById(entryAnchor(arg))?.scrollIntoView?.({ block: "start" });
  }, [arg]);

  return (
    <Page title={t("content.faq")}>
      {faq.length === 0 ? (
        <EmptyList />
      ) : (
        <Collapse
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
          items={faq.map((entry) => ({
            key: entry.id,
            id: entryAnchor(entry.id),
            label: entry.question,
            children: paragraphsOf(entry.answer).map((paragraph) => (
              <p key={paragraph.key} style={{ whiteSpace: "pre-line" }}>
                {paragraph.text}
              </p>
            )),
          }))}
        />
      )}
    </Page>
  );
}
