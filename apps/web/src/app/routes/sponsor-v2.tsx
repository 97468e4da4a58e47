import { useParams, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import {
  AdvancedWizard,
  type AdvancedWizardFocus,
} from '../../features/sponsor-wizard/components/advanced-wizard';
import { useSession } from '../session';
import { useExitToList, useWizardCompanySwitch, useWizardFlags } from './sponsor-wizard';

const focuses: readonly AdvancedWizardFocus[] = ['content', 'budget', 'targeting'];

/** /sponsor-v2 (new) and /sponsor-v2/{id} (numeric: edit): the three-step advanced wizard. */
export function SponsorV2Route() {
  const me = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const { isLoading, flags, excludedFields } = useWizardFlags();
  const onExit = useExitToList();
  const id = params.id && /^\d+$/.test(params.id) ? params.id : null;
  const focus = search.get('focus');
  const isSwitching = useWizardCompanySwitch(me, id);
  if (isLoading || isSwitching) return <CenteredLoader />;
  return (
    <AdvancedWizard
      key={id ?? 'new'}
      campaignId={id}
      brandId={search.get('brandId') ?? (me.company?.brands.length === 1 ? me.company.brands[0]!.id : null)}
      company={me.company}
      viewer={{ roleName: me.role?.name ?? null, isStaff: me.isGfg }}
      flags={flags}
      excludedFields={excludedFields}
      onExit={onExit}
      focus={focuses.find((name) => name === focus) ?? null}
    />
  );
}
