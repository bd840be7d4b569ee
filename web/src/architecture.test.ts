import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SRC = dirname(fileURLToPath(import.meta.url));

/** Each layer and the layers it must not import: shared code knows nothing of what uses it. */
const FORBIDDEN: Record<string, readonly string[]> = {
  "lib/": ["app/", "features/", "components/"],
  "components/": ["app/", "features/"],
  "features/": ["app/"],
};

/** The app's source files under a folder, as paths relative to src/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

/** The files under src/ that a file imports, as paths relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  return [...text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].map(([, target]) =>
    relative(SRC, resolve(SRC, dirname(file), target as string)),
  );
}

describe("layers of the web app", () => {
  it.each(Object.entries(FORBIDDEN))("%s imports none of %j", (layer, forbidden) => {
    const crossings = sourceFiles(join(SRC, layer)).flatMap(file =>
      importsOf(file)
        .filter(target => forbidden.some(other => target.startsWith(other)))
        .map(target => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });
});

describe("Chakra recipes", () => {
  // lib/theme leaves out the recipes of components only pages in their own chunks use: those
  // components are used through components/ui/page-recipes, or they would render unstyled.
  it("gives the components whose recipe lib/theme leaves out their recipe through components/ui", () => {
    const ROOTS =
      /<(Tabs|NativeSelect|Table|Accordion|DataList|Checkbox|Switch|Drawer|Menu)\.Root\b/;
    const CHAKRA_ELEMENTS = /import \{[^}]*\b(Skeleton|Textarea)\b[^}]*\} from "@chakra-ui\/react"/;
    const bare = sourceFiles(SRC)
      .filter(file => !file.startsWith("components/ui/"))
      .filter(file => {
        const text = readFileSync(join(SRC, file), "utf8");
        return ROOTS.test(text) || CHAKRA_ELEMENTS.test(text);
      });
    expect(bare).toEqual([]);
  });
});
