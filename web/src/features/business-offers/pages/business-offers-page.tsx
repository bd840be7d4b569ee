import { Container, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { TabsRoot } from "../../../components/ui/page-recipes";
import { ApplicationForm } from "../components/application-form";
import { LicenceCards } from "../components/licence-cards";
import { ProgramInformation } from "../components/program-information";
import { appliedFor } from "../licences";

const TABS = [
  { value: "options", label: "Licensing Options" },
  { value: "program", label: "Program Information" },
] as const;

/**
 * /business-offers: the licensing landing page (Licensing Options, Program Information); a
 * chosen licence or Apply for Licensing opens the application in its place. Tab and application
 * live in the address (`?tab=program`, `?apply=…`): their links work before the page is live.
 */
export function BusinessOffersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get("tab") === "program" ? "program" : "options";
  const applying = appliedFor(params);

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
          onBack={() => navigate({ search: "" })}
        />
      ) : (
        // The tab links navigate within the app; the tabs' own navigation (a second, untrusted
        // click on the link as the value changes) would load the whole page again.
        <TabsRoot value={tab} activationMode="manual" lazyMount navigate={null}>
          <Tabs.List mb="6">
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} asChild>
                <Link to={{ search: value === "options" ? "" : `?tab=${value}` }}>{label}</Link>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="options">
            <LicenceCards />
          </Tabs.Content>
          <Tabs.Content value="program">
            <ProgramInformation />
          </Tabs.Content>
        </TabsRoot>
      )}
    </Container>
  );
}
