import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyCurrency } from '../../../components/money';
import { render } from '../../../testing/render';
import { useRuleText } from './use-rule-text';

function Line({ message, currency }: { message: string; currency?: MoneyCurrency }) {
  const ruleText = useRuleText(currency);
  return <p>{ruleText([message])}</p>;
}

describe('useRuleText', () => {
  it("writes a budget rule's minimum in the wallet currency (spec 2 §5: the formatted minimum)", () => {
    const sgd = { code: 'SGD', maxFractionDigits: 2 };
    render(<Line message="sponsorRules:dailyBudgetLessThanMin?min=1" currency={sgd} />);
    expect(screen.getByText('The daily budget must be at least SGD 1.00.')).toBeTruthy();
  });

  it('keeps the plain decimal without a currency (a CPI minimum has 6 decimals), and plain text as it is', () => {
    render(
      <>
        <Line message="sponsorRules:totalBudgetLessThanMin?min=50" />
        <Line message="The server said no." currency="SGD" />
      </>,
    );
    expect(screen.getByText('The total budget must be at least 50.')).toBeTruthy();
    expect(screen.getByText('The server said no.')).toBeTruthy();
  });
});
