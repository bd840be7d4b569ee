import {
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Separator,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { ScrollingTabList, TabsRoot } from "../../../components/ui/page-recipes";
import { Link as RouterLink } from "react-router-dom";
import { useSession } from "../../../lib/session/session-context";
import { ChangePasswordForm } from "../components/change-password-form";
import { EmailNotificationsSetting } from "../components/email-notifications-setting";
import { ProfileForm } from "../components/profile-form";
import { ProfileSyncPanel } from "../components/profile-sync-panel";

export function AccountPage() {
  const { user } = useSession();
  // RequireAuth renders this page for signed-in users only.
  if (!user) return null;

  return (
    <Container maxW="4xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            My Account
          </Heading>
          <Button asChild variant="outline" colorPalette="blue">
            <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
          </Button>
        </HStack>
        <TabsRoot defaultValue="profile" variant="line" lazyMount>
          <ScrollingTabList>
            <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
            <Tabs.Trigger value="security">Security</Tabs.Trigger>
            <Tabs.Trigger value="integration">Integration</Tabs.Trigger>
          </ScrollingTabList>
          <Tabs.Content value="profile">
            <Card.Root>
              <Card.Body>
                <ProfileForm user={user} />
              </Card.Body>
            </Card.Root>
          </Tabs.Content>
          <Tabs.Content value="security">
            <Card.Root>
              <Card.Body gap="8">
                <ChangePasswordForm />
                <Separator />
                <Stack gap="3">
                  <Heading as="h2" size="lg">
                    Notifications
                  </Heading>
                  <EmailNotificationsSetting user={user} />
                </Stack>
              </Card.Body>
            </Card.Root>
          </Tabs.Content>
          <Tabs.Content value="integration">
            <ProfileSyncPanel />
          </Tabs.Content>
        </TabsRoot>
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h2" size="lg">
              Agency
            </Heading>
            <Text color="gray.600">
              Train your agents: buy seats of courses, invite them, and follow their certificates.
            </Text>
            <Button asChild alignSelf="start" variant="outline" colorPalette="blue">
              <RouterLink to="/agency">Set up your agency</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
