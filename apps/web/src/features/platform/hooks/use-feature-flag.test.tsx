import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { useConfigurationEntry } from './use-configuration-value';
import { useFeatureFlag } from './use-feature-flag';

const settings = {
  publicFeatureFlags: [
    { __typename: 'FeatureFlag', id: '1', name: 'allow_pass_day', isActive: true },
    { __typename: 'FeatureFlag', id: '2', name: 'sponsor_forecast', isActive: false },
  ],
  publicConfigurations: [
    { __typename: 'Configuration', id: '1', key: 'max_number_of_cards', value: '3' },
    { __typename: 'Configuration', id: '2', key: 'help_center_url', value: '"https://help.test"' },
  ],
};

function Probe() {
  const passDay = useFeatureFlag('allow_pass_day');
  const forecast = useFeatureFlag('sponsor_forecast');
  const unknown = useFeatureFlag('enable_meta_ad');
  const cards = useConfigurationEntry('max_number_of_cards');
  const help = useConfigurationEntry('help_center_url');
  const text = (flag: { isActive: boolean; isLoading: boolean }) =>
    flag.isLoading ? 'loading' : String(flag.isActive);
  return (
    <div data-testid="probe">
      {[text(passDay), text(forecast), text(unknown), String(cards.value), String(help.value)].join(' ')}
    </div>
  );
}

describe('useFeatureFlag and useConfigurationEntry', () => {
  it('read every flag and entry from the one settings request', () => {
    const { client, calls } = mockClient({ AppSettings: settings });
    render(<Probe />, { client });
    expect(screen.getByTestId('probe').textContent).toBe('true false false 3 https://help.test');
    expect(new Set(calls.map((call) => call.name))).toEqual(new Set(['AppSettings']));
  });

  it('say loading until the settings arrive', () => {
    const { client } = mockClient({});
    render(<Probe />, { client });
    expect(screen.getByTestId('probe').textContent).toBe('loading loading loading null null');
  });
});
