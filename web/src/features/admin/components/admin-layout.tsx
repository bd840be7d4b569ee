import {
  Alert,
  Badge,
  Box,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  SkipNavContent,
  SkipNavLink,
  Text,
} from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { Link as RouterLink, Outlet } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import { PageFade } from "../../../components/layout/page-fade";
import { MenuIcon } from "../../../components/icons/icons";
import { useSession } from "../../../lib/session/session-context";
import { RESTRICTED_WARNING } from "../admin-links";
import { AdminMenu } from "./admin-menu";
import { DrawerRoot } from "../../../components/ui/drawer-root";

/**
 * Every /admin screen: the dark menu as a sidebar on large screens and as a drawer on small
 * ones, a light top bar with the user and their role, and the warning bar for administrators
 * who are not super administrators.
 */
export function AdminLayout() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const superAdmin = Boolean(user?.isSuperAdmin);
  return (
    <Flex minH="100dvh" bg="gray.50">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box
        as="aside"
        display={{ base: "none", lg: "flex" }}
        flexDirection="column"
        w="64"
        flexShrink="0"
        bg="gray.900"
        p="4"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
      >
        <Text color="white" fontWeight="bold" fontSize="lg" mb="4" px="3">
          Admin Panel
        </Text>
        <Box flex="1" minH="0">
          <AdminMenu />
        </Box>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HStack as="header" bg="white" borderBottomWidth="1px" px={{ base: "4", md: "8" }} h="16">
          <IconButton
            hideFrom="lg"
            variant="ghost"
            aria-label="Open admin menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Link asChild fontWeight="bold" color="blue.800">
            <RouterLink to="/">Guardian Academy</RouterLink>
          </Link>
          <HStack ms="auto" gap="3">
            <Text fontWeight="medium">{user?.username}</Text>
            <Badge colorPalette={superAdmin ? "purple" : "blue"}>
              {superAdmin ? "Super Admin" : "Admin"}
            </Badge>
          </HStack>
        </HStack>
        {!superAdmin && (
          <Alert.Root status="warning" rounded="none">
            <Alert.Indicator />
            <Alert.Title>{RESTRICTED_WARNING}</Alert.Title>
          </Alert.Root>
        )}
        <SkipNavContent />
        <Box as="main" flex="1" px={{ base: "4", md: "8" }} py="6">
          <Suspense fallback={<LoadingState label="Loading…" />}>
            <PageFade>
              <Outlet />
            </PageFade>
          </Suspense>
        </Box>
      </Flex>
      <DrawerRoot open={menuOpen} onOpenChange={next => setMenuOpen(next.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="gray.900" maxW="xs">
              <Drawer.Header display="flex" justifyContent="space-between" color="white">
                <Drawer.Title>Admin Panel</Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <CloseButton aria-label="Close admin menu" color="white" />
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body pb="6">
                <AdminMenu onNavigate={() => setMenuOpen(false)} />
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </DrawerRoot>
    </Flex>
  );
}
