import { Link, Text } from "@chakra-ui/react";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A mail's plain text as it reads, its links to the portal (`links`, named by the server) made
 * clickable, in a new tab: on a demo install without SMTP a reset or invitation link is opened
 * from here. Anything else that looks like an address (a name someone typed) stays text.
 */
export function MailText({ text, links }: { text: string; links: readonly string[] }) {
  // Longest first, so that a link is never cut short by another that begins it.
  const known = [...links].filter(Boolean).sort((a, b) => b.length - a.length);
  const parts = known.length ? text.split(new RegExp(`(${known.map(escaped).join("|")})`)) : [text];
  return (
    <Text whiteSpace="pre-wrap" fontSize="sm" overflowWrap="anywhere">
      {parts.map((part, index) =>
        // split() puts the captured links at the odd places.
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noreferrer" color="blue.700">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
