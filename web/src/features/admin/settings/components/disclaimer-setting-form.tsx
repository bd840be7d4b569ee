import { useDisclaimerDraft } from "../use-banner-drafts";
import { DisclaimerFields } from "./banner-setting-fields";
import { SettingFormCard } from "./setting-form-card";

/** The disclaimer banner's switch and text with a save of its own (Admin Legal's tab, too). */
export function DisclaimerSettingForm() {
  const draft = useDisclaimerDraft();
  return (
    <SettingFormCard
      headingId="disclaimer-setting-heading"
      title="Disclaimer Banner"
      draft={draft}
      submitLabel="Save Disclaimer"
      savedText="The disclaimer banner has been saved."
    >
      <DisclaimerFields draft={draft} />
    </SettingFormCard>
  );
}
