import { Alert, Field, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import type { ChangeEvent } from "react";
import { FormDialog } from "../../../../components/forms/form-dialog";
import { SwitchField } from "../../../../components/forms/switch-field";
import { TextField } from "../../../../components/forms/text-field";
import { TextareaField } from "../../../../components/forms/textarea-field";
import { useForm } from "../../../../components/forms/use-form";
import { NativeSelectRoot } from "../../../../components/ui/page-recipes";
import {
  useAdminCreateLegalDocumentMutation,
  useAdminUpdateLegalDocumentMutation,
} from "../admin-legal.generated";
import type { LegalDocumentType } from "../../../../graphql/types";
import { countOf } from "../../../../lib/format";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import {
  DOCUMENT_TYPES,
  type DocumentValues,
  type EditableDocument,
  NEW_DOCUMENT_VALUES,
  validateDocument,
} from "../legal-document-form";

interface LegalDocumentDialogProps {
  /** The document to edit; null adds a new one. */
  document: EditableDocument | null;
  onClose(): void;
}

const REFETCH = { refetchQueries: ["AdminLegalDocumentList"], awaitRefetchQueries: true };
const FAILED = { fallback: "Please try again." };

/**
 * Add Document / Edit Document. A signed document's text, type and version are what its signers
 * agreed to: they are shown read-only, and a new version is published with Add Document.
 */
export function LegalDocumentDialog({ document, onClose }: LegalDocumentDialogProps) {
  const form = useForm<DocumentValues>(
    document
      ? {
          title: document.title,
          type: document.type,
          version: document.version,
          content: document.content,
        }
      : NEW_DOCUMENT_VALUES,
    validateDocument,
  );
  const [isActive, setActive] = useState(document?.isActive ?? true);
  const [requiresSignature, setRequiresSignature] = useState(document?.requiresSignature ?? false);
  const [create, created] = useAdminCreateLegalDocumentMutation(REFETCH);
  const [update, updated] = useAdminUpdateLegalDocumentMutation(REFETCH);
  const signed = (document?.acceptedCount ?? 0) > 0;
  const locked = signed ? { readOnly: true, bg: "gray.50" } : {};
  const typeField = form.field("type");

  async function save(values: DocumentValues) {
    const text = {
      content: values.content,
      type: values.type as LegalDocumentType,
      version: values.version.trim(),
    };
    const fields = { title: values.title.trim(), isActive, requiresSignature };
    const saved = document
      ? await runMutation(
          async () =>
            (
              await update({
                variables: { id: document.id, input: signed ? fields : { ...fields, ...text } },
              })
            ).data,
          { title: "Failed to update document", ...FAILED, form },
        )
      : await runMutation(
          async () => (await create({ variables: { input: { ...fields, ...text } } })).data,
          { title: "Failed to create document", ...FAILED, form },
        );
    if (!saved) return;
    showToast("success", {
      title: document ? "Document Updated" : "Document Created",
      description: `${fields.title} was saved.`,
    });
    onClose();
  }

  return (
    <FormDialog
      title={document ? "Edit Document" : "Add Document"}
      submitLabel={document ? "Save Changes" : "Create Document"}
      saving={created.loading || updated.loading}
      onClose={onClose}
      onSubmit={form.handleSubmit(save)}
    >
      <Stack gap="4">
        {signed && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>
              {countOf(document?.acceptedCount ?? 0, "user has", "users have")} signed this
              document, so its content, type and version cannot change. To change them, publish a
              new version with Add Document; this one is kept with its signatures.
            </Alert.Description>
          </Alert.Root>
        )}
        <TextField label="Title" required {...form.field("title")} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root disabled={signed}>
            <Field.Label>Type</Field.Label>
            <NativeSelectRoot>
              <NativeSelect.Field
                name="type"
                value={typeField.value}
                onChange={event =>
                  typeField.onChange(event as unknown as ChangeEvent<HTMLInputElement>)
                }
              >
                {DOCUMENT_TYPES.map(type => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelectRoot>
          </Field.Root>
          <TextField label="Version" required {...locked} {...form.field("version")} />
        </SimpleGrid>
        <TextareaField
          label="Content"
          required
          rows={10}
          helperText="HTML: headings, paragraphs, lists, links and tables are kept."
          {...locked}
          {...form.field("content")}
        />
        <SwitchField label="Active" checked={isActive} onChange={setActive} />
        <SwitchField
          label="Requires Signature"
          checked={requiresSignature}
          onChange={setRequiresSignature}
        />
      </Stack>
    </FormDialog>
  );
}
