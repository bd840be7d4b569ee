import { Badge, Field, Input, Table, Text } from "@chakra-ui/react";
import { TableRoot } from "../ui/page-recipes";
import { Textarea } from "../ui/textarea";
import { showToast } from "../../lib/toast";

/** The header line of a list of people (agency invitations, bulk enrollment). */
export const PEOPLE_LIST_HEADER = "first_name,last_name,email";

/** The largest file read (about 1 000 long rows): the server refuses longer lists anyway. */
const MAX_FILE_BYTES = 500_000;

/**
 * A file's text by its byte-order mark: UTF-16 (little or big endian, as spreadsheets save
 * "Unicode text") or UTF-8, the default.
 */
export async function readText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? "utf-16le"
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? "utf-16be"
        : "utf-8";
  return new TextDecoder(encoding).decode(bytes);
}

/** A list of people as CSV: uploaded from a file, or typed and edited in place. */
export function PeopleListInput({
  value,
  onChange,
}: {
  value: string;
  onChange(text: string): void;
}) {
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      showToast("error", {
        title: "File Too Large",
        description: "A list may have at most 1000 rows.",
      });
      return;
    }
    onChange(await readText(file));
  };
  return (
    <>
      <Field.Root>
        <Field.Label>Upload a CSV file</Field.Label>
        <Input
          type="file"
          accept=".csv,text/csv"
          p="1"
          onChange={event => void readFile(event.target.files?.[0])}
        />
        <Field.HelperText>Columns {PEOPLE_LIST_HEADER}; up to 1000 rows.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>List</Field.Label>
        <Textarea
          rows={6}
          fontFamily="mono"
          value={value}
          onChange={event => onChange(event.target.value)}
        />
      </Field.Root>
    </>
  );
}

export interface PreviewRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  reason: string | null;
}

/** What the server says each row of a list would do, a badge per outcome, a reason per error. */
export function PeopleListPreview<Row extends PreviewRow>({
  rows,
  outcome,
}: {
  rows: readonly Row[];
  outcome(row: Row): { label: string; palette: string; error: boolean };
}) {
  return (
    <TableRoot size="sm" aria-label="List preview">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Line</Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Email</Table.ColumnHeader>
          <Table.ColumnHeader>Result</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(row => {
          const { label, palette, error } = outcome(row);
          return (
            <Table.Row key={row.line}>
              <Table.Cell>{row.line}</Table.Cell>
              <Table.Cell>
                {row.firstName} {row.lastName}
              </Table.Cell>
              <Table.Cell>{row.email}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={palette}>{label}</Badge>
                {error && <Text fontSize="sm">{row.reason}</Text>}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </TableRoot>
  );
}
