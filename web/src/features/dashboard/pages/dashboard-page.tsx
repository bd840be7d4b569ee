import { Box, Button, Container, Flex, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { ScrollingTabList, TabsRoot } from "../../../components/ui/page-recipes";
import { Link as RouterLink } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import { AfterFirstPaint } from "../../../components/layout/after-first-paint";
import { useSession } from "../../../lib/session/session-context";
import { MyAcademyLinks } from "../../partners/components/my-academy-links";
import { CeLedgerCard } from "../../ce-ledger/components/ce-ledger-card";
import { MyCourses } from "../components/my-courses";

// The tabs behind My Courses load with their first opening: the first screen waits for none of
// their code (issue 50 item 5).
const ProfileTab = lazy(() => import("../components/profile-tab"));
const Certificates = lazy(async () => ({
  default: (await import("../components/certificates")).Certificates,
}));
const LinkedSystems = lazy(async () => ({
  default: (await import("../components/linked-systems")).LinkedSystems,
}));

/** A tab's panel while its code loads. */
function TabLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState label="Loading…" py="6" />}>{children}</Suspense>;
}

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
          <MyAcademyLinks />
        </HStack>
      </Stack>
      {/* On a phone My Courses comes first and the CE ledger after it; above it on a wide screen.
          Both render right after the heading is painted: a shorter first render (issue 50 item 5). */}
      <AfterFirstPaint>
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
              <TabLoading>
                <ProfileTab user={user} />
              </TabLoading>
            </Tabs.Content>
            <Tabs.Content value="certificates">
              <TabLoading>
                <Certificates />
              </TabLoading>
            </Tabs.Content>
            <Tabs.Content value="systems">
              <TabLoading>
                <LinkedSystems />
              </TabLoading>
            </Tabs.Content>
          </TabsRoot>
        </Flex>
      </AfterFirstPaint>
    </Container>
  );
}
