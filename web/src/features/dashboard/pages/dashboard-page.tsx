import { Box, Button, Container, Flex, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { ScrollingTabList, TabsRoot } from "../../../components/ui/page-recipes";
import { Link as RouterLink } from "react-router-dom";
import { useSession } from "../../../lib/session/session-context";
import { CeLedgerCard } from "../../ce-ledger/components/ce-ledger-card";
import { Certificates } from "../components/certificates";
import { LinkedSystems } from "../components/linked-systems";
import { MyCourses } from "../components/my-courses";
import { ProfileSummary } from "../components/profile-summary";
import { Receipts } from "../components/receipts";

/** The learner dashboard; /my-courses shows it too. */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;

  return (
    <Container maxW="6xl" py={{ base: "10", md: "16" }}>
      <Stack gap="4" mb="8">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          My Dashboard
        </Heading>
        <Text fontSize="xl" fontWeight="medium">
          Welcome, {name}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="blue">
            <RouterLink to="/account">My Profile</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="blue">
            <RouterLink to="/#courses">Browse Courses</RouterLink>
          </Button>
        </HStack>
      </Stack>
      {/* On a phone My Courses comes first and the CE ledger after it; above it on a wide screen. */}
      <Flex direction="column">
        <Box order={{ base: 1, md: 0 }} mt={{ base: "8", md: "0" }}>
          <CeLedgerCard />
        </Box>
        <TabsRoot defaultValue="courses" lazyMount>
          <ScrollingTabList mb="6">
            <Tabs.Trigger value="courses">My Courses</Tabs.Trigger>
            <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
            <Tabs.Trigger value="certificates">Certificates</Tabs.Trigger>
            <Tabs.Trigger value="systems">Linked Systems</Tabs.Trigger>
          </ScrollingTabList>
          <Tabs.Content value="courses">
            <MyCourses />
          </Tabs.Content>
          <Tabs.Content value="profile">
            <ProfileSummary user={user} />
            <Receipts />
          </Tabs.Content>
          <Tabs.Content value="certificates">
            <Certificates />
          </Tabs.Content>
          <Tabs.Content value="systems">
            <LinkedSystems />
          </Tabs.Content>
        </TabsRoot>
      </Flex>
    </Container>
  );
}
