import { usePrelaunchDraft } from "../use-banner-drafts";
import { PrelaunchFields } from "./banner-setting-fields";
import { SettingFormCard } from "./setting-form-card";

/** The pre-launch banner's switch with a save of its own (Admin Legal's tab, too). */
export function PrelaunchSettingForm() {
  const draft = usePrelaunchDraft();
  return (
    <SettingFormCard
      headingId="prelaunch-setting-heading"
      title="Pre-Launch Banner"
      draft={draft}
      submitLabel="Save Pre-Launch Banner"
      savedText="The pre-launch banner has been saved."
    >
      <PrelaunchFields draft={draft} />
    </SettingFormCard>
  );
}
