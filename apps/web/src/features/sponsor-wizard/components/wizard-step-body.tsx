import type { StepProps } from '../utils/wizard-context';
import type { WizardStep } from '../utils/wizard-steps';
import { BidStrategyFields } from './bid-strategy-fields';
import { BudgetScheduleFields } from './budget-schedule-fields';
import { CampaignDetailsFields } from './campaign-details-fields';
import { ContentFields } from './content-fields';
import { ReadOnlyFieldset } from './read-only-fieldset';
import { ReviewSummary } from './review-summary';
import { TargetingFields } from './targeting-fields';

/** The fields of one step of the six-step wizard; disabled for a user who may not save (`readOnly`). */
export function WizardStepBody({ step, ...props }: StepProps & { step: WizardStep }) {
  if (step === 'content') return <ContentFields {...props} />;
  if (step === 'review') return <ReviewSummary campaign={props.campaign} context={props.context} />;
  return (
    <ReadOnlyFieldset readOnly={props.readOnly ?? false}>
      <SetupStepFields step={step} {...props} />
    </ReadOnlyFieldset>
  );
}

function SetupStepFields({
  step,
  ...props
}: StepProps & { step: Exclude<WizardStep, 'content' | 'review'> }) {
  switch (step) {
    case 'type':
      return <CampaignDetailsFields {...props} />;
    case 'budget':
      return <BudgetScheduleFields {...props} />;
    case 'target':
      return <TargetingFields {...props} />;
    case 'strategy':
      return <BidStrategyFields {...props} />;
  }
}
