import { Badge, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { LiveFieldset } from "../../../components/forms/live-fieldset";
import { businessApplicationProblems } from "@guardian/rules";
import { useNavigate } from "react-router-dom";
import { SelectField } from "../../../components/forms/select-field";
import { TextField } from "../../../components/forms/text-field";
import { TextareaField } from "../../../components/forms/textarea-field";
import { useForm } from "../../../components/forms/use-form";
import { useSubmitBusinessApplicationMutation } from "../business-offers.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { LICENCES, licenceOf, offerPaymentPath } from "../licences";
import type { LicenceValue } from "../licences";

const LICENCE_OPTIONS = LICENCES.map(licence => ({
  value: licence.value,
  label: `${licence.title} (${licence.price} ${licence.priceNote})`,
}));

interface ApplicationFormProps {
  licence: LicenceValue;
  onBack: () => void;
}

/**
 * The licensing application. The rules and messages are @guardian/rules', which the API applies
 * too; a refusal the server still makes is shown beside the field it names.
 */
export function ApplicationForm({ licence, onBack }: ApplicationFormProps) {
  const navigate = useNavigate();
  const [apply, { loading }] = useSubmitBusinessApplicationMutation();
  const form = useForm(
    {
      businessName: "",
      contactName: "",
      contactEmail: "",
      contactPhone: "",
      businessWebsite: "",
      businessAddress: "",
      licenseType: licence as string,
      additionalInfo: "",
    },
    businessApplicationProblems,
  );
  const chosen = licenceOf(form.values.licenseType);

  const submit = form.handleSubmit(async values => {
    const input = {
      ...values,
      businessWebsite: values.businessWebsite.trim() || null,
      additionalInfo: values.additionalInfo.trim() || null,
      licenseType: chosen.type,
    };
    const offer = await runMutation(
      async () => (await apply({ variables: { input } })).data?.applyForLicense,
      {
        title: "Submission Failed",
        fallback: "There was an error submitting your application. Please try again.",
        form,
      },
    );
    // The reference in the link is what lets the payment page show and charge this offer.
    if (offer) void navigate(offerPaymentPath(offer.id, offer.reference ?? ""));
  });

  return (
    <Card.Root as="section" aria-labelledby="application-heading">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="xl" id="application-heading">
            Licensing Application
          </Heading>
          <Button variant="outline" onClick={onBack}>
            Back to Options
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Text color="gray.600">Selected license:</Text>
          <Badge colorPalette="blue" size="lg">
            {chosen.title}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Licensing application">
          <LiveFieldset>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField label="Business Name" required {...form.field("businessName")} />
                <TextField label="Contact Name" required {...form.field("contactName")} />
                <TextField
                  label="Contact Email"
                  type="email"
                  autoComplete="email"
                  required
                  {...form.field("contactEmail")}
                />
                <TextField
                  label="Contact Phone"
                  type="tel"
                  autoComplete="tel"
                  required
                  {...form.field("contactPhone")}
                />
              </SimpleGrid>
              <TextField
                label="Business Website"
                type="url"
                placeholder="https://"
                {...form.field("businessWebsite")}
              />
              <TextField label="Business Address" required {...form.field("businessAddress")} />
              <SelectField
                label="License Type"
                required
                options={LICENCE_OPTIONS}
                {...form.field("licenseType")}
              />
              <TextareaField
                label="Additional Information"
                rows={4}
                {...form.field("additionalInfo")}
              />
              <Button
                type="submit"
                colorPalette="blue"
                size="lg"
                loading={loading}
                loadingText="Submitting..."
              >
                Submit Application
              </Button>
            </Stack>
          </LiveFieldset>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
