import { useTranslation } from 'react-i18next';
import { PasswordFrame } from './password-frame';
import { ResetRequestForm } from './reset-request-form';

export function ResetPage() {
  const { t } = useTranslation('passwords');
  return (
    <PasswordFrame title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetRequestForm />
    </PasswordFrame>
  );
}
