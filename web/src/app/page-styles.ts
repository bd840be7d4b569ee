/** One style element of a rendered page, as emotion's server extracts it. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/** A custom property's declaration, its name and value (up to `;` or the rule's end). */
const DECLARATION = /(--[\w-]+)\s*:([^;{}]*)(?:;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * The page's style elements, with the global styles' custom properties that nothing on the page
 * uses left out (Chakra's theme declares some 450 on :root; a page uses a few dozen). Those are
 * found from the references in the page's markup and its other rules, followed through the values
 * of the properties they name. The pruned global styles are not marked as emotion's, so the app,
 * once live, inserts its full global styles itself (what renders later needs them).
 */
export function pageStyles(chunks: readonly StyleChunk[], html: string): string {
  const css = chunks.map(chunk => chunk.css).join("\n");
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(DECLARATION)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const used = new Set<string>();
  const pending = [...`${css.replace(DECLARATION, "")}\n${html}`.matchAll(REFERENCE)].map(
    m => m[1],
  );
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) {
      for (const [, next] of value.matchAll(REFERENCE)) pending.push(next);
    }
  }
  return chunks
    .map(({ key, ids, css: text }) =>
      key.endsWith("-global")
        ? `<style data-ga-global="">${text.replace(DECLARATION, (declaration, name: string) => (used.has(name) ? declaration : ""))}</style>`
        : `<style data-emotion="${key} ${ids.join(" ")}">${text}</style>`,
    )
    .join("");
}
