import { Select } from '@mantine/core';
import { isLanguageCode, supportedLanguages } from '@portal/domain';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  return (
    <Select
      data-testid="language-switcher"
      aria-label={t('languageSwitcher.label')}
      leftSection={<IconLanguage size={16} />}
      w={170}
      allowDeselect={false}
      data={supportedLanguages.map((language) => ({ value: language.code, label: language.label }))}
      value={isLanguageCode(i18n.language) ? i18n.language : 'en'}
      onChange={(code) => {
        if (code && isLanguageCode(code)) void chooseLanguage(code);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
