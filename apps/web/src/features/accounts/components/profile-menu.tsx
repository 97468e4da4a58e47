import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ProfileMenuProps = {
  name: string;
  email: string;
  profileHref: string;
  onLogout: () => void;
};

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function ProfileMenu({ name, email, profileHref, onLogout }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        {/* Named by its visible initials plus the hidden label: speech users say what they see (WCAG 2.5.3). */}
        <UnstyledButton data-testid="profile-menu">
          <Avatar color="orange" radius="xl">
            {initials(name)}
          </Avatar>
          <VisuallyHidden>{t('profileMenu.label')}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={profileHref} leftSection={<IconUser size={14} />}>
          {t('profileMenu.myProfile')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={14} />} onClick={onLogout}>
          {t('profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
