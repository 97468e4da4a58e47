import type { StepProps } from '../utils/wizard-context';
import type { WizardStep } from '../utils/wizard-steps';
import { BidStrategyFields } from './bid-strategy-fields';
import { BudgetScheduleFields } from './budget-schedule-fields';
import { CampaignDetailsFields } from './campaign-details-fields';
import { ContentFields } from './content-fields';
import { ReviewSummary } from './review-summary';
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
      return <ReviewSummary campaign={props.campaign} context={props.context} />;
  }
}
