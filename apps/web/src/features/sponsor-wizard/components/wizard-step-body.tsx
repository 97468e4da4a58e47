import type { StepProps } from '../utils/wizard-context';
import type { WizardStep } from '../utils/wizard-steps';
import { BidStrategyFields } from './bid-strategy-fields';
import { BudgetScheduleFields } from './budget-schedule-fields';
import { CampaignDetailsFields } from './campaign-details-fields';
import { CampaignSummary } from './campaign-summary';
import { ContentFields } from './content-fields';
import { TargetingFields } from './targeting-fields';

/** The fields of one step of the six-step wizard. */
export function WizardStepBody({ step, ...props }: StepProps & { step: WizardStep }) {
  switch (step) {
    case 'type':
      return <CampaignDetailsFields {...props} />;
    case 'budget':
      return <BudgetScheduleFields {...props} />;
    case 'target':
      return <TargetingFields {...props} />;
    case 'strategy':
      return <BidStrategyFields {...props} />;
    case 'content':
      return <ContentFields {...props} />;
    case 'review':
      return <CampaignSummary form={props.campaign.form} context={props.context} />;
  }
}
