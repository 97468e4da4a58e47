import { describe, expect, it } from 'vitest';
import {
  addError,
  hasErrors,
  mergeErrors,
  parseRuleMessage,
  ruleMessage,
  toFieldErrorList,
  translateRuleMessage,
} from './sponsor-messages';

describe('rule messages', () => {
  it('are plain namespaced keys without values', () => {
    expect(ruleMessage('requireFillOutTheField')).toBe('sponsorRules:requireFillOutTheField');
    expect(parseRuleMessage('sponsorRules:requireSkus')).toEqual({
      key: 'sponsorRules:requireSkus',
      values: {},
    });
  });

  it('carry interpolation values that survive any characters', () => {
    const message = ruleMessage('requireInputDetailsFor', { names: 'Desktop Home, App & Search?=1' });
    expect(parseRuleMessage(message)).toEqual({
      key: 'sponsorRules:requireInputDetailsFor',
      values: { names: 'Desktop Home, App & Search?=1' },
    });
    expect(translateRuleMessage((key, values) => `${key}|${values.names}`, message)).toBe(
      'sponsorRules:requireInputDetailsFor|Desktop Home, App & Search?=1',
    );
  });

  it('merge without duplicates and convert to the server FieldError list', () => {
    const errors = mergeErrors({ name: ['a'] }, { name: ['a', 'b'], budgetDaily: ['c'] }, {});
    expect(errors).toEqual({ name: ['a', 'b'], budgetDaily: ['c'] });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ name: [] })).toBe(false);
    expect(toFieldErrorList(addError({}, 'budgetDaily', 'x'), (field) => `adSet.${field}`)).toEqual([
      { field: 'adSet.budgetDaily', messages: ['x'] },
    ]);
  });
});
