import { countOf } from "../../../../lib/format";
import { Badge, Box, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import type { Column } from "../../../../components/data-table/data-table";
import { EditDeleteButtons } from "../../../../components/data-table/edit-delete-buttons";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import {
  useAdminDeleteLegalDocumentMutation,
  useAdminLegalDocumentListQuery,
  type AdminLegalDocumentListQuery,
} from "../admin-legal.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { DOCUMENT_TYPES, type EditableDocument, typeLabel } from "../legal-document-form";
import { LegalDocumentDialog } from "./legal-document-dialog";

type LegalDocument = AdminLegalDocumentListQuery["adminLegalDocuments"]["edges"][number]["node"];

export const DELETE_DOCUMENT_CONFIRMATION =
  "Are you sure you want to delete this document? This action cannot be undone.";

const FILTERS = [
  { param: "type", label: "Type", options: DOCUMENT_TYPES },
  {
    param: "status",
    label: "Status",
    options: [
      { value: "active", label: "Active" },
      { value: "inactive", label: "Inactive" },
    ],
  },
] as const;

function ActiveDot({ active }: { active: boolean }) {
  return (
    <HStack gap="2">
      <Box
        w="2.5"
        h="2.5"
        rounded="full"
        bg={active ? "green.500" : "gray.300"}
        aria-hidden="true"
      />
      <Text fontSize="sm">{active ? "Active" : "Inactive"}</Text>
    </HStack>
  );
}

/** The Legal Documents tab: every version of every document, with who signed it. */
export function LegalDocumentsTab() {
  const list = useListParams({
    sortFields: ["TITLE", "TYPE", "VERSION", "CREATED_AT"] as const,
    defaultSort: { field: "CREATED_AT", direction: "DESC" },
    filters: { type: DOCUMENT_TYPES.map(type => type.value), status: ["active", "inactive"] },
  });
  const { type, status } = list.filters;
  const { data, previousData, loading, error, refetch } = useAdminLegalDocumentListQuery({
    variables: {
      ...list.page,
      sort: list.sort,
      filter: {
        search: list.search || null,
        type: (type as EditableDocument["type"] | undefined) ?? null,
        isActive: status ? status === "active" : null,
      },
    },
    notifyOnNetworkStatusChange: true,
  });
  const [dialog, setDialog] = useState<EditableDocument | "new" | null>(null);
  const [remove] = useAdminDeleteLegalDocumentMutation({
    refetchQueries: ["AdminLegalDocumentList"],
    awaitRefetchQueries: true,
  });

  async function deleteDocument(document: LegalDocument) {
    if (!window.confirm(DELETE_DOCUMENT_CONFIRMATION)) return;
    const result = await runMutation(
      async () => (await remove({ variables: { id: document.id } })).data,
      { title: "Failed to delete document", fallback: "Please try again." },
    );
    if (result) {
      showToast("success", {
        title: "Document Deleted",
        description: `${document.title} was deleted.`,
      });
    }
  }

  const columns: Column<LegalDocument>[] = [
    {
      header: "Title",
      sortField: "TITLE",
      render: doc => <Text fontWeight="medium">{doc.title}</Text>,
    },
    { header: "Type", sortField: "TYPE", render: doc => typeLabel(doc.type) },
    { header: "Version", sortField: "VERSION", render: doc => doc.version },
    { header: "Active", render: doc => <ActiveDot active={doc.isActive} /> },
    {
      header: "Requires Signature",
      render: doc => (
        <Badge colorPalette={doc.requiresSignature ? "blue" : "gray"}>
          {doc.requiresSignature ? "Yes" : "No"}
        </Badge>
      ),
    },
    {
      header: "Accepted By",
      render: doc => countOf(doc.acceptedCount, "user"),
    },
    {
      header: "Actions",
      actions: true,
      render: doc => (
        <EditDeleteButtons
          name={`${doc.title} ${doc.version}`}
          onEdit={() => setDialog(doc)}
          onDelete={() => void deleteDocument(doc)}
        />
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        list={list}
        searchLabel="Search documents"
        searchPlaceholder="Title"
        filters={FILTERS}
        actions={
          <Button colorPalette="blue" onClick={() => setDialog("new")}>
            Add Document
          </Button>
        }
      />
      <DataTable<LegalDocument>
        caption="Legal documents"
        columns={columns}
        rowKey={doc => doc.id}
        list={list}
        connection={(data ?? previousData)?.adminLegalDocuments}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load legal documents"
        emptyText={
          list.search || Object.keys(list.filters).length
            ? "No legal documents match your search criteria"
            : "No legal documents have been created yet"
        }
      />
      {dialog && (
        <LegalDocumentDialog
          document={dialog === "new" ? null : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
