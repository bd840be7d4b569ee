import { Heading, Stack, Tabs } from "@chakra-ui/react";
import { TabsRoot } from "../../../../components/ui/page-recipes";
import { DisclaimerSettingForm } from "../../settings/components/disclaimer-setting-form";
import { PrelaunchSettingForm } from "../../settings/components/prelaunch-setting-form";
import { LegalDocumentsTab } from "../components/legal-documents-tab";

/** /admin/legal: the two banners and the legal documents (the documents' tab first shown). */
export function AdminLegalPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Legal Management
      </Heading>
      <TabsRoot defaultValue="documents" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="disclaimer">Disclaimer Banner</Tabs.Trigger>
          <Tabs.Trigger value="prelaunch">Prelaunch Banner</Tabs.Trigger>
          <Tabs.Trigger value="documents">Legal Documents</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="disclaimer">
          <DisclaimerSettingForm />
        </Tabs.Content>
        <Tabs.Content value="prelaunch">
          <PrelaunchSettingForm />
        </Tabs.Content>
        <Tabs.Content value="documents">
          <LegalDocumentsTab />
        </Tabs.Content>
      </TabsRoot>
    </Stack>
  );
}
