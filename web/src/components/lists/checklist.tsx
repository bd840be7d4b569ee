import { List } from "@chakra-ui/react";
import { CheckCircleIcon } from "../icons/icons";

/** A list of points, each with a green tick. */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" variant="plain">
      {items.map(item => (
        <List.Item key={item} alignItems="center">
          {/* The icon's own size: as the indicator's child it would fill the item. */}
          <List.Indicator asChild color="green.600">
            <CheckCircleIcon boxSize="5" aria-hidden />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
