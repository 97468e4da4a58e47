import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteMemberSchema } from '@portal/domain/team';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import type { Role } from '../api/get-roles';
import { useInviteMember } from '../api/invite-member';

export type InviteMemberDialogProps = {
  opened: boolean;
  /** The roles the acting user may grant, in the server's order; the first is preselected. */
  roles: readonly Role[];
  onClose: () => void;
  onInvited: (email: string) => void;
};

type Values = { email: string; roleId: string };

export function InviteMemberDialog({ opened, roles, onClose, onInvited }: InviteMemberDialogProps) {
  const { t } = useTranslation('team');
  const [{ fetching }, inviteMember] = useInviteMember();
  const [lines, setLines] = useState<string[]>([]);
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
    onClose();
  };

  const submit = async (values: Values) => {
    setLines([]);
    const email = values.email.trim();
    const result = await inviteMember({ email, roleId: values.roleId });
    const payload = result.data?.inviteMember;
    if (payload?.ok) {
      onInvited(email);
      close();
      return;
    }
    setLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('invite.cancel')}
            </Button>
            <Button type="submit" loading={fetching}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
