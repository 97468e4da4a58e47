import { useTranslation } from 'react-i18next';
import { wizardGate } from '../components/wizard-shell';
import type { WizardFlags } from '../utils/wizard-context';
import type { WizardMode } from './use-wizard-campaign';
import type { WizardCompany } from './use-wizard-context';
import { useWizardSession } from './use-wizard-session';

/** What both wizards (six steps and advanced) are given by their routes. */
export type WizardPageProps = {
  campaignId: string | null;
  /** The current brand of the header selector (a new campaign is for it). */
  brandId: string | null;
  company: WizardCompany;
  viewer: { roleName: string | null; isStaff: boolean };
  flags: WizardFlags & { dynamicFilter: boolean };
  excludedFields: readonly string[];
  /** Leaves for the campaign list; `adType` BANNER lands on the banner list. */
  onExit: (adType?: string) => void;
};

/**
 * How both wizards start: the session for the campaign of their props, and `gate`, what shows instead of
 * the wizard (no brand, not found, loading) until the campaign is ready; return it after the last hook.
 */
export function useWizardPage(
  { campaignId, brandId, company, flags, excludedFields, onExit }: WizardPageProps,
  draft: {
    mode: WizardMode;
    draftKey: string;
    autosave?: boolean;
    restoresDraft?: (status: string) => boolean;
  },
) {
  const { t } = useTranslation('sponsorWizard');
  const session = useWizardSession({ ...draft, campaignId, brandId, company, flags, excludedFields, onExit });
  const gate = wizardGate(session, {
    needsBrand: draft.mode === 'new' && brandId === null,
    notFound: t('notFound'),
    onExit: () => onExit(),
  });
  return { session, gate };
}
