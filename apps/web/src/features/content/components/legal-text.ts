export const LEGAL_SECTIONS = ["privacy", "terms", "cookie"] as const;
export type LegalSection = (typeof LEGAL_SECTIONS)[number];

export const legalSectionOf = (value: string | undefined): LegalSection | undefined =>
  LEGAL_SECTIONS.find((section) => section === value);

export interface Paragraph {
  /** Position in the text: the text is fixed for the page's life, so this is a stable key. */
  key: string;
  text: string;
}

/** A club's text as paragraphs: split on blank lines, trimmed, empty ones dropped. */
export const paragraphsOf = (text: string): Paragraph[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph, index) => ({ key: `p${index}`, text: paragraph }));
