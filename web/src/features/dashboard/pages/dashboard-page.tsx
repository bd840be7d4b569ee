import { Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useSession } from "../../../lib/session/session-context";
import { MyCourses } from "../components/my-courses";

/** The learner dashboard (its other tabs come in a later release); /my-courses shows it too. */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;

  return (
    <Container maxW="4xl" py={{ base: "10", md: "16" }}>
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          My Dashboard
        </Heading>
        <Text fontSize="xl" fontWeight="medium">
          Welcome, {name}
        </Text>
        <Heading as="h2" size="xl" mt="4">
          My Courses
        </Heading>
        <Box w="full">
          <MyCourses />
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="blue">
            <RouterLink to="/account">My Profile</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="blue">
            <RouterLink to="/#courses">Browse Courses</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
