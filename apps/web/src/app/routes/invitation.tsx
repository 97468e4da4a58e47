import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { InvitationAcceptance } from '../../features/team/components/invitation-acceptance';

/** /auth/invitation/:token, reachable signed in or out (the auth layout lets it through). */
export function InvitationRoute() {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  return (
    <AuthCard title={t('accept.title')} subtitle={t('accept.subtitle')}>
      <InvitationAcceptance
        token={token}
        // A full load: whatever another account left in the client cache goes with it.
        onJoined={() => window.location.assign(paths.sponsor)}
        onNeedsSignIn={() => {
          notifications.show({ color: 'green', message: t('accept.signInToContinue') });
          navigate(paths.auth.root, { replace: true });
        }}
      />
    </AuthCard>
  );
}
