import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { TextField } from "../../../../components/forms/text-field";
import { useForm } from "../../../../components/forms/use-form";
import {
  useRenewalRuleQuery,
  useUpdateRenewalRuleMutation,
  type RenewalRuleQuery,
} from "../admin-renewals.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { useSession } from "../../../../lib/session/session-context";
import { showToast } from "../../../../lib/toast";
import { type RuleValues, validateRule } from "../renewal-rule-rules";

type Rule = RenewalRuleQuery["renewalRule"];

function RuleFields({ rule, editable }: { rule: Rule; editable: boolean }) {
  const [update, { loading }] = useUpdateRenewalRuleMutation();
  const form = useForm<RuleValues>(
    { requiredHours: String(rule.requiredHours), periodMonths: String(rule.periodMonths) },
    validateRule,
  );
  const save = form.handleSubmit(async values => {
    const input = {
      requiredHours: Number(values.requiredHours),
      periodMonths: Number(values.periodMonths),
    };
    const saved = await runMutation(async () => (await update({ variables: { input } })).data, {
      title: "Save Failed",
      fallback: "The renewal rule could not be saved. Please try again.",
      form,
    });
    if (saved) {
      showToast("success", { title: "Saved", description: "The renewal rule has been saved." });
    }
  });
  return (
    <form noValidate onSubmit={save} aria-label="Renewal rule">
      <Stack gap="5">
        <HStack gap="4" align="start" wrap="wrap">
          <TextField
            label="Required hours"
            inputMode="numeric"
            readOnly={!editable}
            {...form.field("requiredHours")}
          />
          <TextField
            label="Period (months)"
            inputMode="numeric"
            readOnly={!editable}
            {...form.field("periodMonths")}
          />
        </HStack>
        {editable ? (
          <Button type="submit" colorPalette="blue" alignSelf="start" loading={loading}>
            Save Renewal Rule
          </Button>
        ) : (
          <Text color="gray.600">Only super administrators can change the renewal rule.</Text>
        )}
      </Stack>
    </form>
  );
}

/** The continuing-education renewal rule: super administrators edit it, administrators read it. */
export function RenewalRuleForm() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useRenewalRuleQuery();
  let body;
  if (loading && !data) body = <LoadingState label="Loading the renewal rule…" py="6" />;
  else if (error || !data) {
    body = <ErrorState title="The renewal rule could not be loaded." onRetry={() => refetch()} />;
  } else {
    body = <RuleFields rule={data.renewalRule} editable={Boolean(user?.isSuperAdmin)} />;
  }
  return (
    <Card.Root aria-labelledby="renewal-rule-heading" maxW="3xl">
      <Card.Header>
        <Heading id="renewal-rule-heading" as="h2" size="lg">
          Continuing Education Renewal
        </Heading>
        <Text color="gray.600">
          Hours of continuing education each learner needs in every period, counted from their first
          initial certification.
        </Text>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
