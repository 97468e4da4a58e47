import { describe, expect, it } from 'vitest';
import { formatMoneyText } from '../../../components/money';
import { testI18n } from '../../../testing/i18n';
import { firstError } from '../utils/messages';
import { budgetRuleMessages } from './use-budget-rule-messages';

const t = testI18n.getFixedT('en', 'sponsor');
const daily = (budgetDaily: string) => budgetRuleMessages(t, { budget: null, budgetDaily }).daily;
const total = (budget: string, budgetDaily: string | null = null) =>
  budgetRuleMessages(t, { budget, budgetDaily }).total;

describe('budgetRuleMessages', () => {
  it('requires the budgets the change uses, and only those', () => {
    expect(daily('')).toBe('Require fill out the field');
    expect(daily('  ')).toBe('Require fill out the field');
    expect(total('')).toBe('Require fill out the field');
    expect(budgetRuleMessages(t, { budget: '10', budgetDaily: null })).toEqual({ daily: null, total: null });
    expect(budgetRuleMessages(t, { budget: null, budgetDaily: '10' })).toEqual({ daily: null, total: null });
  });

  it('refuses amounts below 1 and what is not a number, in the budget words', () => {
    expect(daily('0.99')).toBe('The budget must be at least 1');
    expect(daily('0')).toBe('The budget must be at least 1');
    expect(total('0.5')).toBe('The budget must be at least 1');
    expect(daily('1')).toBeNull();
    expect(daily('12.5')).toBeNull();
    expect(daily('1e3')).toBe('Enter a number');
    expect(daily('.')).toBe('Enter a number');
    expect(daily('1234567890123')).toBe('Enter a number');
  });

  it("keeps the rule's message for a total below a daily budget above 1 (as the server)", () => {
    expect(total('5', '10')).toBe('The total budget must be at least 10.');
    expect(total('10', '10')).toBeNull();
    // A daily budget below 1 is the daily budget's error; the total only needs 1.
    expect(total('1', '0.5')).toBeNull();
  });

  it('shows a minimum in the wallet currency, not as a bare number (issue 12)', () => {
    const inSgd = (min: string) => formatMoneyText(min, { code: 'SGD', maxFractionDigits: 2 }, 'en', min);
    const { total: message } = budgetRuleMessages(t, { budget: '5', budgetDaily: '2000' }, inSgd);
    expect(message?.replace(/\s/g, ' ')).toBe('The total budget must be at least SGD 2,000.00.');
    // The server's refusal at its configured minimum, as the budget popover shows it.
    const server = firstError(
      t,
      { errors: [{ field: 'budgetDaily', messages: ['sponsorRules:dailyBudgetLessThanMin?min=2000'] }] },
      inSgd,
    );
    expect(server?.replace(/\s/g, ' ')).toBe('The daily budget must be at least SGD 2,000.00.');
  });
});
