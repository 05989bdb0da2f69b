import type { CSSProperties } from "react";

/** A card's h2 sized like antd's card title, so headings stay in order without looking like h1s. */
export const SECTION_TITLE: CSSProperties = { fontSize: 18, fontWeight: 600, margin: 0 };
