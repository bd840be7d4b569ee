import {
  Box,
  Container,
  Field,
  Heading,
  Input,
  Link,
  Stack,
  Tabs,
  Text,
  chakra,
} from "@chakra-ui/react";
import { ScrollingTabList, TabsRoot } from "../../../components/ui/page-recipes";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { FAQ, FAQ_CATEGORIES } from "../faq-content";
import { ChevronDownIcon } from "../../../components/icons/icons";

function Questions({ category, search }: { category: string; search: string }) {
  const words = search.trim().toLowerCase();
  const entries = FAQ.filter(
    entry =>
      (category === "all" || entry.category === category) &&
      (!words || `${entry.question} ${entry.answer}`.toLowerCase().includes(words)),
  );
  if (entries.length === 0) {
    return (
      <Text color="gray.600" py="6">
        No questions match your search.
      </Text>
    );
  }
  // Native disclosures, one open at a time (same name): they open before the app is live and
  // without it, and the app leaves them to the browser, so a press is answered once.
  return (
    <Box borderWidth="1px" rounded="l2" overflow="hidden">
      {entries.map(entry => (
        <chakra.details
          key={entry.question}
          name="faq"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: "0" }}
          css={{ "&[open] > summary svg": { transform: "rotate(180deg)" } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            gap="3"
            px="4"
            py="3"
            fontWeight="semibold"
            cursor="pointer"
            listStyleType="none"
            _hover={{ bg: "gray.50" }}
            css={{ "&::-webkit-details-marker": { display: "none" } }}
          >
            <Box flex="1">{entry.question}</Box>
            <ChevronDownIcon aria-hidden transition="transform 0.2s" />
          </chakra.summary>
          <Text px="4" pb="4" color="gray.700">
            {entry.answer}
          </Text>
        </chakra.details>
      ))}
    </Box>
  );
}

/** Questions by category, one open at a time, with a search over questions and answers. */
export function FaqPage() {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  return (
    <Box py={{ base: "10", md: "16" }}>
      <Container maxW="4xl">
        <Stack gap="3" mb="8" textAlign="center">
          <Heading as="h1" size="4xl">
            Frequently Asked Questions
          </Heading>
          <Text color="gray.600">
            Answers about our courses, enrollment, certification, payment and technical matters.
          </Text>
        </Stack>
        <Field.Root mb="6">
          <Field.Label>Search questions</Field.Label>
          <Input
            type="search"
            placeholder="Search the FAQ"
            value={search}
            onChange={event => setSearch(event.target.value)}
          />
        </Field.Root>
        <noscript>
          <Text mb="4" color="gray.700">
            Searching and the categories need JavaScript, which is turned off in your browser: every
            question is listed below.
          </Text>
        </noscript>
        <TabsRoot value={category} onValueChange={({ value }) => setCategory(value)}>
          <ScrollingTabList mb="4" aria-label="Question categories">
            {FAQ_CATEGORIES.map(item => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </ScrollingTabList>
          <Tabs.Content value={category}>
            <Questions category={category} search={search} />
          </Tabs.Content>
        </TabsRoot>
        <Text mt="10" textAlign="center" color="gray.700">
          Still have questions?{" "}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/contact">Contact us</RouterLink>
          </Link>{" "}
          or visit your{" "}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/dashboard">dashboard</RouterLink>
          </Link>{" "}
          for support.
        </Text>
      </Container>
    </Box>
  );
}
