/**
 * The wording a TypeScript file keeps per language, read from its source: the string and
 * template literals inside `en: { … }` blocks (a mail's subject and body) and `en: "…"` values.
 * A template's `${…}` parts are placeholders, not words: they read as a space. Used by
 * check-messages.mjs to hold the server's own English (its mail) to the glossary.
 */

/**
 * Splits a source into its literals (start offset and text) and its code with every literal
 * blanked to spaces, so that braces and keys are found in code only. Comments are blanked too.
 */
function splitLiterals(source) {
  const literals = [];
  const code = source.split("");
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (code[k] !== "\n") code[k] = " ";
  };

  // Reads code from `i` until an unmatched `}` (inside a template's `${…}`) or the end.
  const readCode = (i, insideTemplate) => {
    let depth = 0;
    while (i < source.length) {
      const ch = source[i];
      const next = source[i + 1];
      if (ch === "/" && next === "/") {
        const end = source.indexOf("\n", i);
        const stop = end === -1 ? source.length : end;
        blank(i, stop);
        i = stop;
      } else if (ch === "/" && next === "*") {
        const end = source.indexOf("*/", i + 2);
        const stop = end === -1 ? source.length : end + 2;
        blank(i, stop);
        i = stop;
      } else if (ch === '"' || ch === "'") {
        let j = i + 1;
        let text = "";
        while (j < source.length && source[j] !== ch && source[j] !== "\n") {
          if (source[j] === "\\") {
            text += source[j + 1] === "n" ? "\n" : (source[j + 1] ?? "");
            j += 2;
          } else text += source[j++];
        }
        literals.push({ start: i, text });
        blank(i, j + 1);
        i = j + 1;
      } else if (ch === "`") {
        i = readTemplate(i);
      } else if (ch === "{") {
        depth++;
        i++;
      } else if (ch === "}") {
        if (depth === 0 && insideTemplate) return i;
        depth--;
        i++;
      } else i++;
    }
    return i;
  };

  // Reads a template literal from its opening backtick; returns the offset after its end.
  const readTemplate = (start) => {
    let i = start + 1;
    let text = "";
    while (i < source.length && source[i] !== "`") {
      if (source[i] === "\\") {
        text += source[i + 1] === "n" ? "\n" : (source[i + 1] ?? "");
        i += 2;
      } else if (source[i] === "$" && source[i + 1] === "{") {
        i = readCode(i + 2, true) + 1;
        text += " ";
      } else text += source[i++];
    }
    literals.push({ start, text });
    blank(start, i + 1);
    return i + 1;
  };

  readCode(0, false);
  return { literals, code: code.join("") };
}

/** The offset of the brace that closes the one at `open`, in code without literals. */
function closingBrace(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === "{") depth++;
    else if (code[i] === "}" && --depth === 0) return i;
  }
  return code.length;
}

/** The texts a source keeps under `language` (`en: { … }` blocks and `en: "…"` values). */
export function languageBlockTexts(source, language) {
  const { literals, code } = splitLiterals(source);
  const spans = [];
  // A blanked literal reads as spaces, so `en: "…"` matches up to the end of its value.
  for (const match of code.matchAll(new RegExp(`\\b${language}\\s*:(\\s*)(\\{)?`, "g"))) {
    const after = match.index + match[0].length;
    if (match[2]) spans.push([after - 1, closingBrace(code, after - 1)]);
    else spans.push([after - match[1].length, after]);
  }
  return literals
    .filter(({ start }) => spans.some(([from, to]) => start >= from && start <= to))
    .map(({ text }) => text);
}
