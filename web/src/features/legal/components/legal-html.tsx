import { Box } from "@chakra-ui/react";
import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * A legal document's HTML. The server sanitizes it when it is saved (the entity's hook, on every
 * write); the browser sanitizes it again right before rendering it, so a document that reached
 * the database some other way still cannot run anything in the app. (The server's render of the
 * page, which has no DOM for DOMPurify, shows it as saved.)
 */
export function LegalHtml({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      typeof window === "undefined"
        ? html
        : DOMPurify.sanitize(html, {
            USE_PROFILES: { html: true },
            FORBID_TAGS: ["style", "form"],
          }),
    [html],
  );
  return (
    <Box
      lineHeight="tall"
      css={{
        "& h1, & h2, & h3": { fontWeight: "bold", mt: "6", mb: "2" },
        "& h2": { fontSize: "xl" },
        "& h3": { fontSize: "lg" },
        "& p": { mb: "4" },
        "& ul, & ol": { ps: "6", mb: "4" },
        "& ul": { listStyleType: "disc" },
        "& ol": { listStyleType: "decimal" },
        "& a": { color: "blue.700", textDecoration: "underline" },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
