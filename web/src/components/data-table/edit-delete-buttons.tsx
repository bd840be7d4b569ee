import { Button, HStack } from "@chakra-ui/react";

interface EditDeleteButtonsProps {
  /** Names the row in the buttons' accessible names: "Edit {name}", "Delete {name}". */
  name: string;
  onEdit(): void;
  onDelete(): void;
}

/** A list row's Edit and Delete buttons (a DataTable `actions` column). */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </HStack>
  );
}
