import { Container, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { TabsRoot } from "../../../components/ui/page-recipes";
import { ApplicationForm } from "../components/application-form";
import { LicenceCards } from "../components/licence-cards";
import { ProgramInformation } from "../components/program-information";
import type { LicenceValue } from "../licences";
import { usePageTitle } from "../../../lib/page-title";

type Tab = "options" | "program";

/**
 * /business-offers: the licensing landing page (Licensing Options, Program Information); a
 * chosen licence or Apply for Licensing opens the application in its place.
 */
export function BusinessOffersPage() {
  usePageTitle("Business Licensing Program");
  const [tab, setTab] = useState<Tab>("options");
  const [applying, setApplying] = useState<LicenceValue | null>(null);

  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }}>
          Business Licensing Program
        </Heading>
        <Text fontSize="lg" color="gray.600">
          Offer Guardian Academy&apos;s bail enforcement and recovery courses under your own brand.
        </Text>
      </Stack>
      {applying ? (
        <ApplicationForm
          licence={applying}
          // Back to Options: the licence cards, whichever tab the application was opened from.
          onBack={() => {
            setApplying(null);
            setTab("options");
          }}
        />
      ) : (
        <TabsRoot value={tab} onValueChange={change => setTab(change.value as Tab)} lazyMount>
          <Tabs.List mb="6">
            <Tabs.Trigger value="options">Licensing Options</Tabs.Trigger>
            <Tabs.Trigger value="program">Program Information</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="options">
            <LicenceCards onChoose={setApplying} />
          </Tabs.Content>
          <Tabs.Content value="program">
            {/* The spec's default licence when none was chosen. */}
            <ProgramInformation onApply={() => setApplying("royalty-free")} />
          </Tabs.Content>
        </TabsRoot>
      )}
    </Container>
  );
}
