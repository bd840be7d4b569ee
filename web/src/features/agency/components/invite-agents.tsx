import {
  Badge,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { NativeSelectRoot, TableRoot } from "../../../components/ui/page-recipes";
import { Textarea } from "../../../components/ui/textarea";
import type { PreviewAgencyInvitationsQuery } from "../../../graphql/member/graphql";
import {
  usePreviewAgencyInvitationsLazyQuery,
  useSendAgencyInvitationsMutation,
} from "../../../graphql/member/hooks";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

type Row = PreviewAgencyInvitationsQuery["previewAgencyInvitations"][number];
const HEADER = "first_name,last_name,email";

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const OUTCOME = {
  Invite: { label: "New invitation", palette: "green" },
  Member: { label: "Already a member", palette: "gray" },
  Error: { label: "Error", palette: "red" },
} as const;

interface InviteAgentsProps {
  seats: readonly { courseId: number; courseTitle: string; seats: number; used: number }[];
  onSent: () => void;
}

/**
 * Invites agents to seats of a course: one by one (added to the list) or a CSV file of up to
 * 1 000 rows. A preview says what each row would do before anything is sent.
 */
export function InviteAgents({ seats, onSent }: InviteAgentsProps) {
  const [courseId, setCourseId] = useState(seats[0]?.courseId ?? 0);
  const [csv, setCsv] = useState(HEADER);
  const [one, setOne] = useState({ firstName: "", lastName: "", email: "" });
  const [preview, setPreview] = useState<readonly Row[] | null>(null);
  const [loadPreview, previewing] = usePreviewAgencyInvitationsLazyQuery({
    fetchPolicy: "no-cache",
  });
  const [send, sending] = useSendAgencyInvitationsMutation();

  if (!seats.length) {
    return <Text color="gray.600">Your agency has no seats yet: buy seats of a course first.</Text>;
  }

  const changeList = (text: string) => {
    setCsv(text);
    setPreview(null);
  };
  const addOne = (event: FormEvent) => {
    event.preventDefault();
    const line = [one.firstName, one.lastName, one.email].map(cell).join(",");
    changeList(`${csv.trimEnd()}\n${line}`);
    setOne({ firstName: "", lastName: "", email: "" });
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 500_000) {
      showToast("error", {
        title: "File Too Large",
        description: "A list may have at most 1000 rows.",
      });
      return;
    }
    changeList(await file.text());
  };
  const failure = {
    title: "List Not Read",
    fallback: "The list could not be checked. Please try again.",
  };
  const check = async () => {
    const rows = await runMutation(
      async () =>
        (await loadPreview({ variables: { courseId, csv } })).data?.previewAgencyInvitations,
      failure,
    );
    if (rows) setPreview(rows);
  };
  const invites = preview?.filter(row => row.outcome === "Invite").length ?? 0;
  const confirm = async () => {
    const rows = await runMutation(
      async () => (await send({ variables: { courseId, csv } })).data?.sendAgencyInvitations,
      {
        title: "Invitations Not Sent",
        fallback: "The invitations could not be sent. Please try again.",
      },
    );
    if (!rows) return;
    const sent = rows.filter(row => row.outcome === "Invite").length;
    showToast("success", {
      title: "Invitations Sent",
      description: `${sent} invitation${sent === 1 ? "" : "s"} sent.`,
    });
    changeList(HEADER);
    onSent();
  };

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Invite agents
      </Heading>
      <Field.Root>
        <Field.Label>Course</Field.Label>
        <NativeSelectRoot>
          <NativeSelect.Field
            value={courseId}
            onChange={event => {
              setCourseId(Number(event.target.value));
              setPreview(null);
            }}
          >
            {seats.map(seat => (
              <option key={seat.courseId} value={seat.courseId}>
                {seat.courseTitle} ({seat.seats - seat.used} of {seat.seats} seats free)
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelectRoot>
      </Field.Root>
      <HStack
        as="form"
        aria-label="Add an agent"
        onSubmit={addOne}
        align="end"
        flexWrap="wrap"
        gap="3"
      >
        <Field.Root required flex="1" minW="36">
          <Field.Label>First Name</Field.Label>
          <Input
            value={one.firstName}
            onChange={event => setOne({ ...one, firstName: event.target.value })}
          />
        </Field.Root>
        <Field.Root required flex="1" minW="36">
          <Field.Label>Last Name</Field.Label>
          <Input
            value={one.lastName}
            onChange={event => setOne({ ...one, lastName: event.target.value })}
          />
        </Field.Root>
        <Field.Root required flex="2" minW="48">
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            value={one.email}
            onChange={event => setOne({ ...one, email: event.target.value })}
          />
        </Field.Root>
        <Button type="submit" variant="outline">
          Add to List
        </Button>
      </HStack>
      <Field.Root>
        <Field.Label>Upload a CSV file</Field.Label>
        <Input
          type="file"
          accept=".csv,text/csv"
          p="1"
          onChange={event => void readFile(event.target.files?.[0])}
        />
        <Field.HelperText>Columns first_name,last_name,email; up to 1000 rows.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Invitation List</Field.Label>
        <Textarea
          rows={6}
          fontFamily="mono"
          value={csv}
          onChange={event => changeList(event.target.value)}
        />
      </Field.Root>
      <Button alignSelf="start" colorPalette="blue" onClick={check} loading={previewing.loading}>
        Preview
      </Button>
      {preview && (
        <Stack gap="3">
          <TableRoot size="sm" aria-label="Invitation preview">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Line</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Result</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.map(row => (
                <Table.Row key={row.line}>
                  <Table.Cell>{row.line}</Table.Cell>
                  <Table.Cell>
                    {row.firstName} {row.lastName}
                  </Table.Cell>
                  <Table.Cell>{row.email}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={OUTCOME[row.outcome].palette}>
                      {OUTCOME[row.outcome].label}
                    </Badge>
                    {row.outcome === "Error" && <Text fontSize="sm">{row.reason}</Text>}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
          <Button
            alignSelf="start"
            colorPalette="blue"
            disabled={!invites}
            loading={sending.loading}
            onClick={confirm}
          >
            {`Send ${invites} Invitation${invites === 1 ? "" : "s"}`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
