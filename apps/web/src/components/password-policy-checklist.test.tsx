import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { PasswordPolicyChecklist } from './password-policy-checklist';

const metState = (label: string) => screen.getByText(label).closest('[data-met]')?.getAttribute('data-met');

describe('PasswordPolicyChecklist', () => {
  it('marks met rules green and unmet rules grey', () => {
    render(<PasswordPolicyChecklist password="abc1" />);
    expect(metState('One lowercase letter')).toBe('true');
    expect(metState('One digit')).toBe('true');
    expect(metState('At least 12 characters (spaces not counted)')).toBe('false');
    expect(metState('One special character')).toBe('false');
  });

  it('does not count spaces towards the length (the same domain rule the server applies)', () => {
    const { unmount } = render(<PasswordPolicyChecklist password={`Aa1!${' '.repeat(10)}`} />);
    expect(metState('At least 12 characters (spaces not counted)')).toBe('false');
    expect(metState('One special character')).toBe('true');
    unmount();
    render(<PasswordPolicyChecklist password="Correct Horse 1!Ab" />);
    expect(metState('At least 12 characters (spaces not counted)')).toBe('true');
  });
});
