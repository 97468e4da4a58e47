import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteMemberSchema, needsOwnerConfirmation } from '@portal/domain/team';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import type { Role } from '../api/get-roles';
import { useInviteMember } from '../api/invite-member';

export type InviteMemberDialogProps = {
  opened: boolean;
  /** The roles the acting user may grant, least privileged first (`grantableRoles`); the first is preselected. */
  roles: readonly Role[];
  onClose: () => void;
  onInvited: (email: string) => void;
};

type Values = { email: string; roleId: string };

export function InviteMemberDialog({ opened, roles, onClose, onInvited }: InviteMemberDialogProps) {
  const { t } = useTranslation('team');
  const [{ fetching }, inviteMember] = useInviteMember();
  const [lines, setLines] = useState<string[]>([]);
  /** The e-mail whose OWNER invitation is waiting for a second yes. */
  const [ownerToConfirm, setOwnerToConfirm] = useState<string | null>(null);
  const firstRoleId = roles[0]?.id ?? '';
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', roleId: firstRoleId },
    validate: schemaValidator(inviteMemberSchema, (key) => t(key)),
    validateInputOnBlur: true,
  });

  // Roles arrive after the dialog mounts: preselect the first as soon as they do.
  useEffect(() => {
    if (!form.getValues().roleId && firstRoleId) form.setFieldValue('roleId', firstRoleId);
  }, [firstRoleId, form]);

  const close = () => {
    form.setValues({ email: '', roleId: firstRoleId });
    form.clearErrors();
    setLines([]);
    setOwnerToConfirm(null);
    onClose();
  };

  const submit = async (values: Values) => {
    setLines([]);
    const email = values.email.trim();
    const role = roles.find((candidate) => candidate.id === values.roleId);
    if (needsOwnerConfirmation(role) && ownerToConfirm !== email) {
      setOwnerToConfirm(email);
      return;
    }
    const result = await inviteMember({ email, roleId: values.roleId });
    const payload = result.data?.inviteMember;
    if (payload?.ok) {
      onInvited(email);
      close();
      return;
    }
    setLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

  const chosenRole = roles.find((role) => role.id === form.values.roleId);
  // Changing the e-mail or the role after the warning asks again.
  const isConfirmingOwner =
    ownerToConfirm !== null &&
    ownerToConfirm === form.values.email.trim() &&
    needsOwnerConfirmation(chosenRole);

  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <ErrorBanner lines={lines} />
          <TextInput
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            required
            data-autofocus
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Select
            label={t('invite.role')}
            required
            allowDeselect={false}
            data={roles.map((role) => ({
              value: role.id,
              label: t(`roles.${role.name}`, { defaultValue: role.name }),
            }))}
            key={form.key('roleId')}
            {...form.getInputProps('roleId')}
          />
          {isConfirmingOwner ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              <Text size="sm">{t('invite.confirmOwner', { email: form.values.email.trim() })}</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={isConfirmingOwner ? () => setOwnerToConfirm(null) : close}>
              {isConfirmingOwner ? t('invite.back') : t('invite.cancel')}
            </Button>
            <Button type="submit" color={isConfirmingOwner ? 'orange' : undefined} loading={fetching}>
              {isConfirmingOwner ? t('invite.submitOwner') : t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
