import { Text } from "@chakra-ui/react";
import type { TextProps } from "@chakra-ui/react";
import { createContext, useContext } from "react";

/** How DataTable draws its rows: a table, or a card per row on a phone. */
export const RowsLayout = createContext<"table" | "cards">("table");

interface TruncatedProps extends Omit<TextProps, "children" | "title"> {
  text: string;
  /**
   * Text that must not break inside a word (an email address, an id): one line cut short in a
   * phone's card too, with the whole text in its title, where other text wraps.
   */
  unbroken?: boolean;
}

/**
 * Long text in a list's cell (an email, a business name, a transaction id). In the table it is one
 * line cut short with an ellipsis at `maxW`, with the whole text in its tooltip (`title`); the
 * markup keeps all of it, so screen readers and searches read it whole. In a phone's card, where
 * no tooltip shows, it wraps instead; `unbroken` text is cut at the card's edge there.
 */
export function Truncated({ text, maxW = "10rem", unbroken = false, ...props }: TruncatedProps) {
  const table = useContext(RowsLayout) === "table";
  const cut = table || unbroken;
  return (
    <Text
      as="span"
      display="block"
      {...(cut
        ? { truncate: true, maxW: table ? maxW : "100%", title: text }
        : { overflowWrap: "anywhere" })}
      {...props}
    >
      {text}
    </Text>
  );
}
