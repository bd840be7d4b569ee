import { Box } from "@chakra-ui/react";
import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * A legal document's HTML. The server sanitizes it when it is saved; it is sanitized again here,
 * right before it is rendered, so a document that reached the database some other way still
 * cannot run anything.
 */
export function LegalHtml({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] }),
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
