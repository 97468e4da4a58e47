import { List, Text, ThemeIcon } from '@mantine/core';
import { checkPasswordPolicy } from '@portal/domain';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type PasswordPolicyChecklistProps = { password: string };

/** The live password policy (spec 1 §5): unmet items grey, met items green. */
export function PasswordPolicyChecklist({ password }: PasswordPolicyChecklistProps) {
  const { t } = useTranslation('common');
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('passwordPolicy.title')}
      </Text>
      <List spacing={2} size="sm" aria-label={t('passwordPolicy.title')}>
        {checkPasswordPolicy(password).map(({ rule, isMet }) => (
          <List.Item
            key={rule}
            data-met={isMet}
            c={isMet ? 'green.7' : 'gray.6'}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                color={isMet ? 'green' : 'gray'}
                variant={isMet ? 'filled' : 'light'}
              >
                {isMet ? <IconCheck size={11} /> : <IconPoint size={11} />}
              </ThemeIcon>
            }
          >
            {t(`passwordPolicy.${rule}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
